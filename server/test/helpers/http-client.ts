import { request as httpRequest } from 'node:http';

/**
 * fetch with a cookie jar, as a browser tab would behave towards our server: cookies from Set-Cookie are
 * kept (and dropped when expired by Max-Age=0), and state-changing calls carry X-CSRF-Token from the csrf
 * cookie unless a test says otherwise.
 */
export interface ResponseInfo<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  setCookies: ParsedCookie[];
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** false: send no X-CSRF-Token; a string: send that instead of the cookie's value */
  csrf?: false | string;
  body?: unknown;
}

export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get<T = any>(path: string, options: RequestOptions = {}) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body: unknown = {}, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body: unknown = {}, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = any>(path: string, body: unknown = {}, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, { ...options, body });
  }

  /** The Cookie header this tab sends (for a request made another way: an event stream, a raw fetch). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** GET user.php once, as the host does first, so the csrf cookie exists. */
  async prime(): Promise<void> {
    await this.get('/api/user.php');
  }

  async login(email: string, password: string): Promise<ResponseInfo> {
    if (!this.cookies.has('csrf')) await this.prime();
    return this.post('/api/login.php', { email, password });
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ResponseInfo<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-package-name': '@dating/server-test',
      ...options.headers,
    };
    if (this.cookies.size > 0 && !('cookie' in headers)) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && method !== 'HEAD') {
      const token = options.csrf === undefined ? this.cookies.get('csrf') : options.csrf;
      if (token) headers['x-csrf-token'] = token;
    }
    let body: string | undefined;
    if (options.body !== undefined && method !== 'GET') {
      // A string with a content type of the test's choosing goes as it is; anything else as JSON.
      const raw = typeof options.body === 'string' && 'content-type' in headers;
      if (!raw) headers['content-type'] = 'application/json';
      body = raw ? (options.body as string) : JSON.stringify(options.body);
    }
    // fetch always sends the URL's own Host; a test that forges one goes through node:http.
    const send = 'host' in headers ? sendWithHostHeader : fetch;
    const res = await send(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    const setCookies = res.headers.getSetCookie().map(parseSetCookie);
    for (const c of setCookies) {
      if (
        c.attributes['max-age'] === '0' ||
        (typeof c.attributes.expires === 'string' && Date.parse(c.attributes.expires) < Date.now())
      ) {
        this.cookies.delete(c.name);
      } else this.cookies.set(c.name, c.value);
    }
    const text = method === 'HEAD' ? '' : await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text, setCookies };
  }
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair, ...attrs] = header.split(';');
  const eq = pair!.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attr of attrs) {
    const [k, ...v] = attr.trim().split('=');
    attributes[k!.toLowerCase()] = v.length ? v.join('=') : true;
  }
  return { name: pair!.slice(0, eq).trim(), value: pair!.slice(eq + 1).trim(), attributes };
}

/** A fetch-like request (no redirects followed) that sends the Host header it is given. */
function sendWithHostHeader(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method, headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
        }
        const status = res.statusCode ?? 0;
        const nullBody = status === 204 || status === 304 || init.method === 'HEAD';
        resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
