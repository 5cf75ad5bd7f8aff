import type { HttpClient, ResponseInfo } from './http-client';

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The hidden csrf field of the first form on an ops page. */
export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** As a person at /_ops: open the page (the login form), post the token with the form's CSRF field. */
export async function opsLogin(c: HttpClient, token: string): Promise<ResponseInfo> {
  const form = await c.get('/_ops');
  const body = `token=${encodeURIComponent(token)}&csrf=${encodeURIComponent(csrfOf(form.text))}`;
  return c.post('/_ops/login', body, { headers: FORM });
}
