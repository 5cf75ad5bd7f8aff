import type { TFunction } from 'i18next';

/** What a failed call carries that a member's message is made from (the api-client's ApiError has this shape). */
interface FailedCall {
  status: number;
  body: { error: string; fields?: Record<string, { code: string; params?: Record<string, unknown> }> } | null;
}

const isFailedCall = (value: unknown): value is FailedCall =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * The text a member reads for a failed call, in the page's language. The server's English `message` is
 * never shown: a refused field shows its rule's text (`common:validation.<code>`), any other answer the
 * text of its error code (`common:errors.<code>`), and what has no text of its own the generic one.
 */
export function errorText(t: TFunction, failure: unknown): string {
  if (!isFailedCall(failure) || failure.status === 0) return t('common:errors.network');
  const body = failure.body;
  const field = body?.error === 'validation' ? Object.values(body.fields ?? {})[0] : undefined;
  if (field) return t([`common:validation.${field.code}`, 'common:errors.validation'], field.params ?? {});
  return t(body ? [`common:errors.${body.error}`, 'common:errors.generic'] : 'common:errors.generic');
}
