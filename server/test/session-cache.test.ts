import { randomBytes } from 'node:crypto';
import { HttpClient } from './helpers/http-client';
import { createMember } from './helpers/members';
import { waitFor } from './helpers/payments';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';

/**
 * Sessions are looked up once and then answered from memory (src/auth/session-store.ts). Whatever ends a
 * session must end it at once on every instance: two instances on one database and one real Redis (CI has
 * it; without it this fails, as it should), each poll of the tab going to either.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const realtime = { nameSpace: `dating-test-sess-${randomBytes(6).toString('hex')}:`, heartbeatMs: 60_000 };

let a: TestApp;
let b: OtherInstance;

beforeAll(async () => {
  const options = { redisUrl, realtime, rateLimitNameSpace: realtime.nameSpace };
  a = await startTestApp(options);
  b = await startOtherInstance(a, options);
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

/** One browser's cookies, used against instance A and instance B alike. */
async function loggedInOnBoth(password = 'secret-pass') {
  const member = await createMember(a.db, { password });
  const onA = a.client();
  await onA.login(member.email, password);
  const onB = b.client();
  for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
  // both instances have the session in memory now
  expect((await onA.get('/api/user.php')).body.user.email).toBe(member.email);
  expect((await onB.get('/api/user.php')).body.user.email).toBe(member.email);
  return { member, onA, onB };
}

const pollOf = async (client: HttpClient) => {
  const res = await client.get('/api/chats.php');
  return res.status === 200 ? 'member' : res.body.error;
};
/** Within a second: the revocation travels through Redis. */
const sessionEnds = (client: HttpClient) =>
  waitFor('the session to end', async () => (await pollOf(client)) === 'session_expired');

test('a logout on one instance ends the session on the other at once', async () => {
  const { onA, onB } = await loggedInOnBoth();
  const stolen = b.client();
  for (const [name, value] of onB.cookies) stolen.cookies.set(name, value);
  const csrf = onA.cookies.get('csrf')!;
  expect((await onA.get('/api/logout.php', { headers: { 'x-csrf-token': csrf } })).status).toBe(200);
  await sessionEnds(stolen);
});

test('a new password on one instance logs out the other devices on the other, and keeps this one', async () => {
  const { member, onA, onB } = await loggedInOnBoth('first-pass-1');
  const otherDevice = b.client();
  await otherDevice.login(member.email, 'first-pass-1');
  expect(await pollOf(otherDevice)).toBe('member');
  const changed = await onA.post('/api/password.php', { current_password: 'first-pass-1', password: 'second-pass-2' });
  expect(changed.status).toBe(200);
  await sessionEnds(otherDevice);
  expect(await pollOf(onB)).toBe('member'); // the session that changed it, asked through the other instance
});

test('deleting the account on one instance ends its session on the other', async () => {
  const { member, onA, onB } = await loggedInOnBoth();
  expect((await onA.post('/api/delete_account.php', { password: member.password })).status).toBe(200);
  await sessionEnds(onB);
});
