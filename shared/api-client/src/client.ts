import { mask, StructError } from 'superstruct';
import { endpointKey, type AnyEndpoint, type BodyOf, type QueryOf, type ResponseOf } from '@dating/contract';
import { getBus } from '@dating/bus';
import { ApiError, toErrorBody } from './errors';
import { readCookie } from './cookies';

export interface CallInput<E> {
  query?: QueryOf<E> extends undefined ? undefined : Partial<Record<keyof QueryOf<E>, unknown>>;
  body?: BodyOf<E> extends undefined ? undefined : BodyOf<E>;
  /** multipart calls */
  form?: FormData;
  signal?: AbortSignal;
  /** the calling part's package, when it is not the client's own (a remote's call through the page's client) */
  packageName?: string;
}

export interface ApiClientOptions {
  /** sent as X-Package-Name so the server can tell which app made a call */
  packageName: string;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** Calls whose 403 means the session is gone (docs/product.md §4, §8). */
const SESSION_PATHS = new Set(['/api/user.php', '/api/chats.php', '/api/likes.php']);

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): Promise<ResponseOf<E>>;
  readonly packageName: string;
}

export function buildUrl(endpoint: AnyEndpoint, query: Record<string, unknown> | undefined, baseUrl = ''): string {
  const params = new URLSearchParams(endpoint.fixedQuery);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${baseUrl}${endpoint.path}${qs ? `?${qs}` : ''}`;
}

export function createApiClient({ packageName, fetch: fetchImpl, baseUrl = '' }: ApiClientOptions): ApiClient {
  return {
    packageName,
    async call(endpoint, input = {}) {
      const key = endpointKey(endpoint);
      const url = buildUrl(endpoint, input.query as Record<string, unknown>, baseUrl);
      let body: BodyInit | undefined;
      if (input.form) body = input.form;
      else if (endpoint.method !== 'GET') body = JSON.stringify(input.body ?? {});

      const send = async (): Promise<{ res: Response; json: unknown; token: string }> => {
        const headers = callHeaders(input.packageName ?? packageName);
        if (body !== undefined && !input.form) headers['Content-Type'] = 'application/json';
        let res: Response;
        try {
          res = await (fetchImpl ?? fetch)(url, {
            method: endpoint.method,
            headers,
            body,
            credentials: 'same-origin',
            signal: input.signal,
          });
        } catch (err) {
          if ((err as Error).name === 'AbortError') throw err;
          throw new ApiError(0, null, key);
        }
        return { res, json: await res.json().catch(() => null), token: headers['X-CSRF-Token']! };
      };

      const first = await send();
      let { res, json } = first;
      // The server sets the csrf cookie on the first /api answer of a visit. A call made before any answer came
      // back (a quick login on a slow line) went without it and was refused for that alone; the refusal brought
      // the cookie, so the call goes once more, now with it, rather than telling the member the page is stale.
      if (res.status === 403 && !first.token && readCookie('csrf') && toErrorBody(json)?.error === 'csrf')
        ({ res, json } = await send());

      if (!res.ok && res.status === 403 && SESSION_PATHS.has(endpoint.path))
        getBus().emit('session:expired', { endpoint: endpoint.path });
      return checkedAnswer(endpoint, res.status, json);
    },
  };
}

/** The headers every call carries (docs/product.md §7), on GETs too: logout.php and search.php's filter saving act
 * only for requests with the CSRF token. */
export function callHeaders(packageName: string): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Package-Name': packageName,
    'X-Original-Host': typeof location === 'undefined' ? '' : location.host,
    'X-CSRF-Token': readCookie('csrf') ?? '',
  };
}

/**
 * A call's answer as the contract describes it: a non-2xx is an ApiError with the server's error body; a 2xx is
 * masked (unknown extra fields from a newer server are dropped rather than failing the page) or, when it breaks
 * the contract, an ApiError 'contract'.
 */
export function checkedAnswer<E extends AnyEndpoint>(endpoint: E, status: number, json: unknown): ResponseOf<E> {
  const key = endpointKey(endpoint);
  if (status < 200 || status >= 300) throw new ApiError(status, toErrorBody(json), key);
  try {
    return mask(json, endpoint.response) as ResponseOf<E>;
  } catch (err) {
    if (err instanceof StructError) {
      throw new ApiError(
        status,
        { error: 'contract', message: `Answer of ${key} broke the contract: ${err.message}` },
        key,
      );
    }
    throw err;
  }
}

const GLOBAL_KEY = Symbol.for('dating.api');

/** The page's client; the host configures it once at start, remotes get the same one. */
export function getApi(): ApiClient {
  const g = globalThis as unknown as Record<symbol, ApiClient | undefined>;
  return (g[GLOBAL_KEY] ??= createApiClient({ packageName: '@dating/host' }));
}

export function setApi(client: ApiClient): void {
  (globalThis as unknown as Record<symbol, ApiClient>)[GLOBAL_KEY] = client;
}
