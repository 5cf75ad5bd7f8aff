import type { Db } from '../../src/db/connect';
import type { HttpClient, RequestOptions } from './http-client';
import type { TestApp } from './test-app';

let counter = 0;
export const uniqueEmail = (prefix = 'signup') => `${prefix}${++counter}-${Date.now()}@example.com`;

/** The payload the signup form sends, with the token validate_email.php gave for the address. */
export async function signupPayload(c: HttpClient, email: string, extra: Record<string, unknown> = {}) {
  const check = await c.get(`/api/validate_email.php?email=${encodeURIComponent(email)}`);
  return {
    email,
    name: 'Anna',
    password: 'secret-pass',
    trafficsource: 'google',
    timezone: 'Europe/Amsterdam',
    country: 'NL',
    language: 'nl',
    profile: null,
    form_path: '/signup',
    referrer: 'https://www.google.com/',
    csrf: 'x',
    token: check.body.token,
    n: 'jest',
    tracking: { network: 'n1', sub1: 's' },
    ...extra,
  };
}

/** A signup as a fresh browser makes it; `request` adds headers to the signup call itself (e.g. a Host). */
export async function signUpAt(
  t: Pick<TestApp, 'client'>,
  extra: Record<string, unknown> = {},
  request: RequestOptions = {},
) {
  const c = t.client();
  await c.prime();
  const email = (extra.email as string) ?? uniqueEmail();
  const res = await c.post('/api/user.php?new=1', await signupPayload(c, email, extra), request);
  return { c, email, res };
}

/** The activation link in the newest mail to `email`, as its plain-text part has it. */
export async function activationLinkOf(db: Db, email: string): Promise<string> {
  const mail = await db
    .selectFrom('outbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const m = /https?:\/\/[^\s"<]+\/activate\?code=[A-Za-z0-9_-]+/.exec(mail.text);
  if (!m) throw new Error('no activation link in ' + mail.text);
  return m[0];
}
