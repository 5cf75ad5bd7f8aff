import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@dating/server/src/seed/demo';
import { extraLoginEmail } from '@dating/server/src/seed/extra-logins';
import { HttpClient } from '@dating/server/test/helpers/http-client';

export { extraLoginEmail as loginEmail };

/** The Cookie header a client's jar sends. */
export const cookieOf = (client: HttpClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A client of another address (another instance, the balancer) holding the same cookies: the same browser. */
export function sameBrowser(client: HttpClient, baseUrl: string): HttpClient {
  const other = new HttpClient(baseUrl);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** Logs seeded login n (loginEmail(n)) in at baseUrl; answers the client and the member's id. */
export async function logIn(baseUrl: string, n: number): Promise<{ client: HttpClient; id: number }> {
  const client = new HttpClient(baseUrl);
  const res = await client.login(extraLoginEmail(n), DEMO_PASSWORD);
  if (res.status !== 200) throw new Error(`login ${n} at ${baseUrl}: ${res.status} ${res.text}`);
  return { client, id: res.body.user.profile.id as number };
}

export const newClientId = () => `cluster-${randomUUID()}`;
