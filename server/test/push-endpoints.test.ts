/**
 * @database-independent
 * Its subject is which push addresses the server may post to: the PGlite run leaves it to PostgreSQL's, when there is
 * one (test/skip-database-independent.js).
 */
import dns from 'node:dns';
import { createServer, isIP, type Server } from 'node:net';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';
import type { HttpClient } from './helpers/http-client';
import { isPublicAddress } from '../src/push/endpoint-guard';
import { publicOnlyLookup } from '../src/push/send';

/**
 * Push endpoints are addresses the server posts to on a member's behalf: only public push services, never
 * the server's own network (docs/architecture.md, Security rules). No test here reaches the network: hosts resolve
 * through a fake standing in for the system resolver, and endpoints are literal addresses or names of that fake.
 */
type Found = { address: string; family: number }[];
const records = new Map<string, string[]>();
const resolve = async (hostname: string): Promise<Found> => {
  const addresses = records.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let t: TestApp;
/** a member for the tests that need no second one */
let one: { id: number; c: HttpClient };
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/**
 * The same fake behind the callback lookup that sockets use by default: what web-push would connect to if
 * it were left to resolve on its own. Literal addresses (the test server's 127.0.0.1) stay themselves.
 */
function resolveForSockets(hostname: string, options: unknown, callback?: unknown): void {
  const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
  const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all === true;
  const literal = isIP(hostname);
  const found = literal ? Promise.resolve([{ address: hostname, family: literal }]) : resolve(hostname);
  found.then(
    (found) => (all ? done(null, found) : done(null, found[0]!.address, found[0]!.family)),
    (err: unknown) => done(err),
  );
}

beforeAll(async () => {
  jest.spyOn(dns.promises, 'lookup').mockImplementation(resolve as unknown as typeof dns.promises.lookup);
  jest.spyOn(dns, 'lookup').mockImplementation(resolveForSockets as unknown as typeof dns.lookup);
  t = await startTestApp({ devTools: true, loginRateLimit: { max: 1000, windowMs: 60_000 } });
  one = await member();
});
beforeEach(() => {
  records.clear();
  records.set('push.example.com', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']);
});
afterAll(async () => {
  await t.close();
  jest.restoreAllMocks();
});

async function member(): Promise<{ id: number; c: HttpClient }> {
  const m = await createMember(t.db);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, c };
}

const subscribe = (c: HttpClient, endpoint: string, k = keys) =>
  c.post('/api/user.php?push=1', { subscription: { endpoint, expirationTime: null, keys: k } });

const storedFor = (endpoint: string) =>
  t.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();

function expectRefused(res: { status: number; body: any }, code: string) {
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('validation');
  expect(res.body.fields).toEqual({ 'subscription.endpoint': { code, message: expect.any(String) } });
  expectTranslated(res.body);
}

describe('POST /api/user.php?push=1: only public push services', () => {
  test.each([
    'https://169.254.169.254/latest/meta-data/', // cloud metadata (link-local)
    'https://[::1]:22/',
    'https://127.0.0.1:9443/',
    'https://10.1.2.3/push',
    'https://172.16.0.1/',
    'https://192.168.1.1/',
    'https://100.64.0.1/', // CGNAT
    'https://0.0.0.0/',
    'https://224.0.0.1/', // multicast
    'https://255.255.255.255/',
    'https://192.0.2.1/', // documentation
    'https://[fe80::1]/',
    'https://[fd00::1]/', // unique local
    'https://[ff02::1]/',
    'https://[::]/',
    'https://[::ffff:127.0.0.1]/', // IPv4-mapped
    'https://[::ffff:a9fe:a9fe]/', // IPv4-mapped 169.254.169.254, hex form
    'https://[64:ff9b::7f00:1]/', // NAT64 of 127.0.0.1
    'https://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
    'https://2130706433/', // 127.0.0.1 as one number
    'https://0x7f.1/',
  ])('%s is refused and not stored', async (endpoint) => {
    expectRefused(await subscribe(one.c, endpoint), 'push_endpoint_not_public');
    expect(await storedFor(endpoint)).toBeUndefined();
  });

  test.each([
    ['a private address', ['10.0.0.5']],
    ['loopback', ['127.0.0.1']],
    ['one private address among public ones', ['93.184.215.14', '192.168.0.10']],
    ['an IPv4-mapped IPv6 loopback', ['::ffff:127.0.0.1']],
    ['a unique-local IPv6 address', ['fd12:3456:789a::1']],
    ['metadata over IPv6 link-local', ['fe80::a9fe:a9fe']],
  ])('a host name resolving to %s is refused', async (_name, addresses) => {
    records.set('sneaky.example.com', addresses);
    expectRefused(await subscribe(one.c, 'https://sneaky.example.com/push/1'), 'push_endpoint_not_public');
  });

  test('a host name that does not resolve is refused', async () => {
    expectRefused(await subscribe(one.c, 'https://nowhere.example.com/push/1'), 'push_endpoint_not_public');
  });

  test('a public host name and a public literal address are accepted', async () => {
    const { id, c } = await member();
    expect((await subscribe(c, 'https://push.example.com/send/abc')).body).toEqual({ ok: true });
    expect((await subscribe(c, 'https://93.184.215.14/send/def')).body).toEqual({ ok: true });
    expect(await storedFor('https://push.example.com/send/abc')).toMatchObject({ member_id: id, ...keys });
    expect(await storedFor('https://93.184.215.14/send/def')).toMatchObject({ member_id: id });
  });

  test('not https: still the https rule, before any lookup', async () => {
    expectRefused(await subscribe(one.c, 'http://push.example.com/x'), 'invalid_https_url');
  });
});

describe('an endpoint that belongs to another member', () => {
  test('is not moved without its keys; with the same keys it is re-bound', async () => {
    const a = await member();
    const b = await member();
    const endpoint = 'https://push.example.com/send/owned-by-a';
    expect((await subscribe(a.c, endpoint)).status).toBe(200);

    // Someone who only learnt the address cannot take A's notifications.
    expectRefused(await subscribe(b.c, endpoint, { p256dh: 'BOther', auth: keys.auth }), 'push_endpoint_taken');
    expectRefused(await subscribe(b.c, endpoint, { p256dh: keys.p256dh, auth: 'other' }), 'push_endpoint_taken');
    expect(await storedFor(endpoint)).toMatchObject({ member_id: a.id, ...keys });

    // The same browser logging in to B knows the keys: its subscription follows it.
    expect((await subscribe(b.c, endpoint)).body).toEqual({ ok: true });
    expect(await storedFor(endpoint)).toMatchObject({ member_id: b.id, ...keys });
    const rows = await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute();
    expect(rows).toHaveLength(1);
  });

  test('the member who holds it may register it again, new keys included', async () => {
    const a = await member();
    const endpoint = 'https://push.example.com/send/renewed';
    expect((await subscribe(a.c, endpoint)).status).toBe(200);
    expect((await subscribe(a.c, endpoint, { p256dh: 'BNew', auth: 'new' })).status).toBe(200);
    expect(await storedFor(endpoint)).toMatchObject({ member_id: a.id, p256dh: 'BNew', auth: 'new' });
  });
});

describe('sending (dev test push) checks the endpoint again', () => {
  let listener: Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
    port = (listener.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => listener.close(() => done())));

  test('a host that now resolves to a private address is not contacted', async () => {
    const a = await member();
    records.set('rebind.example.com', ['93.184.215.14']);
    const endpoint = `https://rebind.example.com:${port}/push/x`;
    expect((await subscribe(a.c, endpoint)).status).toBe(200);

    records.set('rebind.example.com', ['127.0.0.1']); // DNS rebinding after the check
    expect((await a.c.post('/api/_dev/test-push.php', {})).body).toEqual({ sent: 0, failed: 1 });
    expect(connections).toBe(0);
  });

  test('a stored literal private endpoint (saved before this check existed) is not contacted', async () => {
    const a = await member();
    await t.db
      .insertInto('push_subscriptions')
      .values({ member_id: a.id, endpoint: `https://127.0.0.1:${port}/push/y`, ...keys })
      .execute();
    expect((await a.c.post('/api/_dev/test-push.php', {})).body).toEqual({ sent: 0, failed: 1 });
    expect(connections).toBe(0);
  });
});

describe('PUSH_SERVICE_HOSTS allowlist', () => {
  let strict: OtherInstance;
  let c: HttpClient;
  beforeAll(async () => {
    process.env.PUSH_SERVICE_HOSTS = 'known, push.example.com';
    try {
      strict = await startOtherInstance(t);
    } finally {
      delete process.env.PUSH_SERVICE_HOSTS;
    }
    const m = await createMember(t.db);
    c = strict.client();
    expect((await c.login(m.email, m.password)).status).toBe(200);
  });
  afterAll(() => strict.close());

  test('only the listed push services, and still only at public addresses', async () => {
    records.set('fcm.googleapis.com', ['142.250.0.95']);
    records.set('web.push.apple.com', ['17.188.0.1']);
    records.set('evil.example.net', ['93.184.215.14']);
    records.set('wns2-db5p.notify.windows.com', ['10.0.0.1']);
    expect((await subscribe(c, 'https://fcm.googleapis.com/fcm/send/abc')).status).toBe(200);
    expect((await subscribe(c, 'https://web.push.apple.com/QGu')).status).toBe(200);
    expect((await subscribe(c, 'https://push.example.com/send/1')).status).toBe(200);
    expectRefused(await subscribe(c, 'https://evil.example.net/push'), 'push_service_not_allowed');
    expectRefused(await subscribe(c, 'https://93.184.215.14/push'), 'push_service_not_allowed');
    expectRefused(await subscribe(c, 'https://push.apple.com.evil.example.net/x'), 'push_service_not_allowed');
    expectRefused(await subscribe(c, 'https://wns2-db5p.notify.windows.com/w/?token=x'), 'push_endpoint_not_public');
  });
});

describe('address ranges', () => {
  test.each(['8.8.8.8', '93.184.215.14', '2606:4700::1111', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8'])(
    '%s is public',
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );
  test.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.127.255.255',
    '0.0.0.0',
    '224.0.0.251',
    '240.0.0.1',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'ff05::2',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '2001:db8::1',
    '4000::1',
    'not an address',
  ])('%s is not', (ip) => expect(isPublicAddress(ip)).toBe(false));

  test('the connect-time lookup hands over public addresses only', async () => {
    const lookup = publicOnlyLookup(resolve);
    const call = (host: string, options: object) =>
      new Promise<{ err: NodeJS.ErrnoException | null; address: unknown; family?: number }>((done) =>
        lookup(host, options, (err, address, family) => done({ err, address, family })),
      );
    records.set('mixed.example.com', ['93.184.215.14', '10.0.0.1']);
    expect((await call('mixed.example.com', {})).err?.code).toBe('ENOTPUBLIC');
    expect((await call('nowhere.example.com', {})).err?.code).toBe('ENOTFOUND');
    expect(await call('push.example.com', { family: 4 })).toEqual({ err: null, address: '93.184.215.14', family: 4 });
    const all = await call('push.example.com', { all: true, family: 6 });
    expect(all.address).toEqual([{ address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 }]);
  });
});

describe('user.php?push=1: the member lists and forgets their own subscriptions (/notifications)', () => {
  const unsubscribe = (c: HttpClient, endpoint: string) =>
    c.delete('/api/user.php?push=1', { subscription: { endpoint } });
  const listed = async (c: HttpClient) =>
    ((await c.get('/api/user.php?push=1')).body as { endpoints: string[] }).endpoints;

  test("unsubscribing removes the member's own row and no one else's", async () => {
    const a = await member();
    const b = await member();
    const aEndpoint = `https://push.example.com/send/a-${a.id}`;
    const bEndpoint = `https://push.example.com/send/b-${b.id}`;
    expect((await subscribe(a.c, aEndpoint)).status).toBe(200);
    expect((await subscribe(b.c, bEndpoint)).status).toBe(200);
    expect(await listed(a.c)).toEqual([aEndpoint]);

    // B names A's endpoint: the same answer as for any address B does not have, and A's row stays
    const attack = await unsubscribe(b.c, aEndpoint);
    expect(attack.status).toBe(200);
    expect(await storedFor(aEndpoint)).toMatchObject({ member_id: a.id });

    const own = await unsubscribe(a.c, aEndpoint);
    expect(own.status).toBe(200);
    expect(await storedFor(aEndpoint)).toBeUndefined();
    expect(await listed(a.c)).toEqual([]);
    expect(await storedFor(bEndpoint)).toMatchObject({ member_id: b.id });
    // a second tab unsubscribing the same browser again is no error
    expect((await unsubscribe(a.c, aEndpoint)).status).toBe(200);
  });

  test('visitors cannot list or unsubscribe', async () => {
    const visitor = t.client();
    await visitor.prime();
    expect((await visitor.get('/api/user.php?push=1')).status).toBe(403);
    expect((await unsubscribe(visitor, 'https://push.example.com/send/x')).status).toBe(403);
  });
});
