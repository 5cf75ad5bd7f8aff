import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { EVENT_STREAM_PATH } from '@dating/contract';
import { writeLedger } from '@dating/server/src/credits/ledger';
import { MAIL_DELIVERY } from '@dating/server/src/mail/mailer';
import { openEventStream, type SseMessage } from '@dating/server/src/realtime/sse-client';
import { HttpClient } from '@dating/server/test/helpers/http-client';
import { SmtpReceiver } from '@dating/server/test/helpers/smtp-receiver';
import { BUILT_SERVER } from '../src/instance-process';
import { followEventStream, type FollowedStream } from './helpers/follow-event-stream';
import { cookieOf, logIn, loginEmail, newClientId, sameBrowser } from './helpers/members';
import { steadyLoad } from './helpers/steady-load';
import { startTestCluster, type TestCluster } from './helpers/test-cluster';

/**
 * Two instances of the site behind HAProxy, as `scripts/start --instances 2` runs them (cluster/src/launch.ts,
 * cluster/haproxy.cfg), in a new schema of the PostgreSQL database and the local Redis
 * (docs/architecture.md, Several instances). The tests share the cluster and run in order; the last one stops an
 * instance.
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

/**
 * Waits until `holds` is true: for states no event announces (rows in the database, counts kept by HAProxy or by
 * the load). No time limit of its own: jest's timeout says when a state never came.
 */
async function until(holds: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await holds())) await new Promise((resolve) => setTimeout(resolve, 50));
}
const instance = (n: 1 | 2) => t.cluster.instances[n - 1]!;

async function giveCredits(memberId: number, credits: number): Promise<void> {
  await t.db.transaction().execute((trx) => writeLedger(trx, { memberId, kind: 'bonus', credits }));
}

/** Each server's answered count so far, as HAProxy counts them. */
const servedCounts = async () => new Map([...(await t.cluster.balancer.stats())].map(([name, s]) => [name, s.total]));

test('each instance is node on the built server: nothing between, no TypeScript compiled at start', async () => {
  for (const n of [1, 2] as const) {
    const commandLine = (await readFile(`/proc/${instance(n).pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    expect(commandLine).toEqual([process.execPath, '--enable-source-maps', BUILT_SERVER]);
    const res = await fetch(`${instance(n).url}/readyz`);
    expect(res.status).toBe(200);
  }
});

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

// How fast it arrives is a figure of scripts/bench (chat delivery p95 through HAProxy, 1,000 streams), measured on a
// quiet machine; here it is whether it arrives, once.
test('a message sent through one instance reaches the stream held by the other', async () => {
  const a = await logIn(instance(2).url, 1);
  const b = await logIn(instance(1).url, 2);
  await giveCredits(b.id, 100);
  const stream = await openEventStream(instance(2).url + EVENT_STREAM_PATH, { cookie: cookieOf(a.client) });
  try {
    expect(stream.status).toBe(200);
    const conversation = (await b.client.get(`/api/chat.php?profile=${a.id}`)).body.id;
    const text = `across instances ${newClientId()}`;
    const isOurs = (m: SseMessage) => m.event === 'message' && JSON.parse(m.data).message.text === text;
    const arrived = new Promise<void>((resolve) => stream.onMessage((m) => isOurs(m) && resolve()));
    const sent = await b.client.post('/api/chat_messages.php', { conversation, text, client_id: newClientId() });
    expect(sent.status).toBe(200);
    await arrived;
    expect(stream.messages.filter(isOurs)).toHaveLength(1);
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
  const mails = () => t.db.selectFrom('outbox').select(['id', 'to', 'delivered']).where('to', 'in', members).execute();
  // Done: every mail delivered and its job completed in the queue (pg-boss's own table, in its schema), so no
  // instance can take it any more and whatever was sent is in the SMTP server's log.
  const jobsOpen = async (outboxIds: number[]) => {
    const open = sql<{ open: number }>`
      select count(*)::int as open from ${sql.table(`${t.jobQueueSchema}.job`)}
      where name = ${MAIL_DELIVERY} and state <> 'completed' and (data->>'outboxId')::int in (${sql.join(outboxIds)})`;
    return (await open.execute(t.db)).rows[0]!.open;
  };
  await until(async () => {
    const now = await mails();
    return (
      now.length === members.length &&
      now.every((m) => m.delivered !== null) &&
      (await jobsOpen(now.map((m) => m.id))) === 0
    );
  });
  const written = await mails();
  expect(written.map((m) => m.to).sort()).toEqual(members);
  expect(written.every((m) => m.delivered !== null)).toBe(true);
  const attempts = ours();
  expect([attempts.length, attempts.every((a) => a.accepted)]).toEqual([members.length, true]);
});

test('stopping an instance under load loses no request and no message', async () => {
  const a = await logIn(t.cluster.url, 1);
  const b = await logIn(t.cluster.url, 2);
  const conversation = (await b.client.get(`/api/chat.php?profile=${a.id}`)).body.id;
  const streams: FollowedStream[] = [];
  const load = steadyLoad(`${t.cluster.url}/api/user.php`, cookieOf(a.client), 4);
  const stopping = instance(1);
  const texts: string[] = [];
  let resends = 0;
  /** B sends `count` messages; one that fails is sent again with its client id, as a page does (one per id). */
  const send = async (count: number, when: string) => {
    for (let k = 0; k < count; k++) {
      const text = `${when} ${k}`;
      const clientId = newClientId();
      texts.push(text);
      for (let attempt = 0; ; attempt++) {
        const res = await b.client
          .post('/api/chat_messages.php', { conversation, text, client_id: clientId })
          .catch(() => undefined);
        if (res?.status === 200) break;
        if (attempt === 3) throw new Error(`message '${text}' could not be sent: ${res?.status ?? 'no answer'}`);
        resends++;
      }
    }
  };
  const PER_STAGE = 4;
  await giveCredits(b.id, PER_STAGE * 3 * 10);
  try {
    // two pages of A, opened one after the other: round robin puts one on each instance
    for (let page = 0; page < 2; page++) {
      streams.push(followEventStream(t.cluster.url, cookieOf(a.client)));
      await streams[page]!.opened;
    }
    const held = await t.cluster.balancer.stats();
    expect([held.get('i1')!.current, held.get('i2')!.current]).toEqual([1, 1]);

    // Each stage of the stop gets its own messages and its own answered polls, whatever the machine's speed:
    // before it, while the instance drains (its /readyz says 503 and HAProxy takes it out), and after it exited.
    load.start();
    await until(() => load.answered() >= 20);
    await send(PER_STAGE, 'before the stop');
    const stopped = stopping.stop('SIGTERM');
    // (on a slow enough machine the drain may be over before a look sees it)
    const draining = async () => (await fetch(`${stopping.url}/readyz`).catch(() => undefined))?.status === 503;
    await until(async () => !stopping.running() || (await draining()));
    const drainingFrom = load.answered();
    await send(PER_STAGE, 'while it drains');
    await until(() => load.answered() >= drainingFrom + 20);
    expect(await stopped).toBeUndefined();
    expect(await stopping.exited).toBe(0);
    const stoppedFrom = load.answered();
    await send(PER_STAGE, 'after it stopped');
    await until(() => load.answered() >= stoppedFrom + 20);
    const result = await load.stop();

    const received = (s: FollowedStream) =>
      s.messages.filter((m) => m.event === 'message').map((m) => JSON.parse(m.data).message.text as string);
    await until(() => streams.every((s) => received(s).length >= texts.length));

    expect(result.errors).toEqual([]);
    expect([...result.statuses.keys()].filter((status) => status !== 200 && status !== 304)).toEqual([]);
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
