/**
 * The code a member names lives in the URL as `?code=` (on /credits, /pricing and the checkout): a link in a mail or
 * a campaign brings it, a reload keeps it, and the pages pass it on to each other.
 */
export const CODE_PARAM = 'code';

/** The URL's code, trimmed; null when there is none. */
export const codeIn = (params: URLSearchParams): string | null => params.get(CODE_PARAM)?.trim() || null;

/** `path` with the code, or `path` alone without one. */
export const withCode = (path: string, code: string | null): string =>
  code ? `${path}?${new URLSearchParams({ [CODE_PARAM]: code })}` : path;

/** The URL's parameters with the code set to `code`, or without one for null. */
export function settingCode(params: URLSearchParams, code: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (code) next.set(CODE_PARAM, code);
  else next.delete(CODE_PARAM);
  return next;
}
