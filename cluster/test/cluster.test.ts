import { EVENT_STREAM_PATH } from '@dating/contract';
import { writeLedger } from '@dating/server/src/credits/ledger';
import { openEventStream } from '@dating/server/src/realtime/sse-client';
import { HttpClient } from '@dating/server/test/helpers/http-client';
import { SmtpReceiver } from '@dating/server/test/helpers/smtp-receiver';
import { followEventStream, type FollowedStream } from './helpers/follow-event-stream';
import { cookieOf, logIn, loginEmail, newClientId, sameBrowser } from './helpers/members';
import { steadyLoad } from './helpers/steady-load';
import { startTestCluster, type TestCluster } from './helpers/test-cluster';

/**
 * Two instances of the site behind HAProxy, as `scripts/start --instances 2` runs them (cluster/src/launch.ts,
 * cluster/haproxy.cfg), on a new PostgreSQL database and the local Redis (DESIGN.md, Several instances). The tests
 * share the cluster and run in order; the last one stops an instance.
 *
 * Logins from this machine: every test logs in from 127.0.0.1, whose per-address limit over all emails is 30 per
 * quarter hour (src/routes/login.ts). These tests use 27 of them.
 */
const LOGIN_TRIES_PER_EMAIL = 10; // per address and email, 15 minutes (server/src/app.ts loginRateLimit)

let t: TestCluster;
/** where the instances deliver mail (SMTP_URL): a real SMTP server in this process */
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = new SmtpReceiver();
  t = await startTestCluster(8, { SMTP_URL: await smtp.start() });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
}, 30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const instance = (n: 1 | 2) => t.cluster.instances[n - 1]!;

async function giveCredits(memberId: number, credits: number): Promise<void> {
  await t.db.transaction().execute((trx) => writeLedger(trx, { memberId, kind: 'bonus', credits }));
}

/** Each server's answered count so far, as HAProxy counts them. */
const servedCounts = async () => new Map([...(await t.cluster.balancer.stats())].map(([name, s]) => [name, s.total]));

test('a login on one instance is known to the other and through the balancer; a logout ends it on both', async () => {
  const { client: onFirst, id } = await logIn(instance(1).url, 1);
  const onSecond = sameBrowser(onFirst, instance(2).url);
  expect((await onSecond.get('/api/user.php')).body.user?.profile.id).toBe(id);

  // call after call through the balancer: round robin, no stickiness, so both instances answer
  const viaBalancer = sameBrowser(onFirst, t.cluster.url);
  const before = await servedCounts();
  for (let i = 0; i < 6; i++) expect((await viaBalancer.get('/api/user.php')).body.user?.profile.id).toBe(id);
  const after = await servedCounts();
  for (const name of ['i1', 'i2']) expect(after.get(name)! - before.get(name)!).toBeGreaterThanOrEqual(2);

  // as the site's own page logs out: with its CSRF token (src/routes/logout.ts)
  const csrf = { 'x-csrf-token': viaBalancer.cookies.get('csrf')! };
  expect((await viaBalancer.get('/api/logout.php', { headers: csrf })).body).toBe('done');
  for (const client of [sameBrowser(onFirst, instance(1).url), sameBrowser(onFirst, instance(2).url)]) {
    const res = await client.get('/api/user.php');
    expect([res.status, res.body.error]).toEqual([403, 'session_expired']);
  }
});

test('a message sent through one instance reaches the stream held by the other within a second', async () => {
  const a = await logIn(instance(2).url, 1);
  const b = await logIn(instance(1).url, 2);
  await giveCredits(b.id, 100);
  const stream = await openEventStream(instance(2).url + EVENT_STREAM_PATH, { cookie: cookieOf(a.client) });
  try {
    expect(stream.status).toBe(200);
    const conversation = (await b.client.get(`/api/chat.php?profile=${a.id}`)).body.id;
    const text = `across instances ${newClientId()}`;
    const started = performance.now();
    const sent = await b.client.post('/api/chat_messages.php', { conversation, text, client_id: newClientId() });
    expect(sent.status).toBe(200);
    await stream.next((m) => m.event === 'message' && JSON.parse(m.data).message.text === text, { timeoutMs: 5000 });
    expect(performance.now() - started).toBeLessThan(1000);
  } finally {
    stream.close();
  }
});

test('the login limit trips after the same number of tries whichever instance answers', async () => {
  const tryLogins = async (clientFor: (i: number) => HttpClient, n: number, headersFor = (_i: number) => ({})) => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_TRIES_PER_EMAIL; i++) {
      const client = clientFor(i);
      if (!client.cookies.has('csrf')) await client.prime();
      const body = { email: loginEmail(n), password: 'not-the-password' };
      statuses.push((await client.post('/api/login.php', body, { headers: headersFor(i) })).status);
    }
    return statuses;
  };
  const expected = [...Array<number>(LOGIN_TRIES_PER_EMAIL).fill(401), 429];

  // one browser whose tries alternate between the instances
  const clients = [new HttpClient(instance(1).url), new HttpClient(instance(2).url)];
  expect(await tryLogins((i) => clients[i % 2]!, 3)).toEqual(expected);

  // through the balancer, which spreads them; an X-Forwarded-For of the client's own making changes nothing
  const viaBalancer = new HttpClient(t.cluster.url);
  expect(
    await tryLogins(
      () => viaBalancer,
      4,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }),
    ),
  ).toEqual(expected);
});

test('a mail is delivered once: its job runs on one instance though both work the queue', async () => {
  // logins no other test uses: the chat tests may cause new-message mails to theirs
  const members = [5, 6, 7, 8].map(loginEmail);
  const ours = () => smtp.attempts.filter((a) => a.to.some((to) => members.includes(to)));
  const client = new HttpClient(t.cluster.url);
  await client.prime();
  for (const email of members) {
    expect((await client.post('/api/reset_password.php', { email })).status).toBe(200);
  }
  const mails = () => t.db.selectFrom('outbox').select(['to', 'delivered']).where('to', 'in', members).execute();
  const end = Date.now() + 15_000;
  while ((await mails()).filter((m) => m.delivered !== null).length < members.length && Date.now() < end) {
    await sleep(200);
  }
  // longer than an idle worker waits between looks at the queue (2 s, src/jobs/plugin.ts): each instance had its
  // chance at every job
  await sleep(3000);
  const written = await mails();
  expect(written.map((m) => m.to).sort()).toEqual(members);
  expect(written.every((m) => m.delivered !== null)).toBe(true);
  const attempts = ours();
  expect([attempts.length, attempts.every((a) => a.accepted)]).toEqual([members.length, true]);
});

test('stopping an instance under load loses no request and no message', async () => {
  const K = 12;
  const a = await logIn(t.cluster.url, 1);
  const b = await logIn(t.cluster.url, 2);
  await giveCredits(b.id, K * 10);
  const conversation = (await b.client.get(`/api/chat.php?profile=${a.id}`)).body.id;
  const streams: FollowedStream[] = [];
  const load = steadyLoad(`${t.cluster.url}/api/user.php`, cookieOf(a.client), 4);
  try {
    // two pages of A, opened one after the other: round robin puts one on each instance
    for (let page = 0; page < 2; page++) {
      streams.push(followEventStream(t.cluster.url, cookieOf(a.client)));
      await streams[page]!.opened;
    }
    const held = await t.cluster.balancer.stats();
    expect([held.get('i1')!.current, held.get('i2')!.current]).toEqual([1, 1]);

    load.start();
    await sleep(300);
    const stopped = instance(1).stop('SIGTERM');
    // B sends while the instance drains and closes. A send that fails is sent again with its client id, as a page
    // does: the server keeps one message per client id.
    const texts: string[] = [];
    let resends = 0;
    for (let k = 0; k < K; k++) {
      const text = `during the stop ${k}`;
      const clientId = newClientId();
      texts.push(text);
      for (let attempt = 0; ; attempt++) {
        const res = await b.client
          .post('/api/chat_messages.php', { conversation, text, client_id: clientId })
          .catch(() => undefined);
        if (res?.status === 200) break;
        if (attempt === 3) throw new Error(`message ${k} could not be sent: ${res?.status ?? 'no answer'}`);
        resends++;
      }
      await sleep(400);
    }
    expect(await stopped).toBeUndefined();
    expect(await instance(1).exited).toBe(0);
    await sleep(500);
    const result = await load.stop();

    const received = (s: FollowedStream) =>
      s.messages.filter((m) => m.event === 'message').map((m) => JSON.parse(m.data).message.text as string);
    const end = Date.now() + 5000;
    while (streams.some((s) => received(s).length < K) && Date.now() < end) await sleep(100);

    expect(result.errors).toEqual([]);
    expect([...result.statuses.keys()].filter((status) => status !== 200 && status !== 304)).toEqual([]);
    expect([...result.statuses.values()].reduce((sum, n) => sum + n, 0)).toBeGreaterThan(100);
    // both pages got every message once, in order: the one whose instance stopped resumed on the other
    for (const s of streams) {
      expect(received(s)).toEqual(texts);
      expect(s.messages.map((m) => m.event)).not.toContain('resync');
    }
    expect(streams.map((s) => s.reconnects).sort()).toEqual([0, 1]);
    if (resends > 0) console.log(`${resends} sends were sent again during the stop`);
  } finally {
    for (const s of streams) s.close();
    await load.stop();
  }
}, 60_000);
