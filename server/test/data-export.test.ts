import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { uploadPhoto } from './helpers/upload';
import type { HttpClient } from './helpers/http-client';
import { settlePaymentEvent } from '../src/credits/settle';
import { mediaDirOf } from '../src/config';
import { ExportRunner } from '../src/leaving/export-runner';
import { mediaStoresFor } from '../src/objects/media-stores';
import { seedConversation } from './helpers/chat';

/**
 * "Download my data" (GDPR articles 15 and 20): the export is built in the background with progress, mailed as
 * ready, and is one zip with data.json (every kind of the member's data) and the original photos, which only its
 * owner can download, until it expires.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t?.close());

async function loggedIn(fields: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, fields);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { ...m, c };
}

async function waitForReady(c: HttpClient) {
  const seen: string[] = [];
  // until ready, within jest's limit per test: a count of 100 ms tries was a speed check
  const until = Date.now() + 25_000;
  while (Date.now() < until) {
    const res = await c.get('/api/data_export.php');
    expect(res.status).toBe(200);
    seen.push(res.body.export?.status);
    if (res.body.export?.status === 'ready') return { export: res.body.export, seen };
    if (res.body.export?.status === 'failed') throw new Error('the export failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export was not ready in time');
}

async function download(c: HttpClient, id: number | string) {
  const res = await fetch(`${t.baseUrl}/api/data_export.php?download=1&id=${id}`, {
    headers: { cookie: c.cookieHeader() },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('an export with every kind of data', () => {
  let me: Awaited<ReturnType<typeof loggedIn>>;
  let other: Awaited<ReturnType<typeof loggedIn>>;
  let files: Record<string, Uint8Array>;
  let data: any;
  let photoOnDisk: Buffer;
  let exportId: number;

  beforeAll(async () => {
    me = await loggedIn({ name: 'Petra Portable', personal: 'Likes long walks', city: 'Utrecht', language: 'de' });
    other = await loggedIn({ name: 'Olaf Other' });

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    const upload = await uploadPhoto(me.c, png);
    expect(upload.status).toBe(200);
    const image = await t.db.selectFrom('images').selectAll().where('member_id', '=', me.id).executeTakeFirstOrThrow();
    photoOnDisk = await readFile(path.join(mediaDirOf(t.dataDir), image.filename));

    expect((await me.c.post('/api/likes.php', { profile: other.id })).status).toBe(200);
    expect((await other.c.post('/api/likes.php', { profile: me.id })).status).toBe(200);
    await seedConversation(
      t.db,
      [{ id: me.id }, { id: other.id }],
      [
        { from: other.id, text: 'Hi Petra' },
        { from: me.id, text: 'Hi Olaf, coffee?' },
      ],
    );
    const subscription = {
      endpoint: 'https://8.8.8.8/push/petra',
      expirationTime: null,
      keys: { p256dh: 'k', auth: 'a' },
    };
    expect((await me.c.post('/api/user.php?push=1', { subscription })).status).toBe(200);
    expect(
      (await me.c.get('/api/search.php?gender=female&country=NL', { headers: { 'sec-fetch-site': 'same-origin' } }))
        .status,
    ).toBe(200);
    const ordered = await me.c.post('/api/order.php', {
      package: 2,
      method: 'ideal',
      country: 'NL',
      consent: true,
      discount: null,
    });
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('token', '=', ordered.body.transaction)
      .executeTakeFirstOrThrow();
    await settlePaymentEvent(t.db, order.provider, {
      eventId: `paid-${order.token}`,
      orderToken: order.token,
      status: 'paid',
      amount: { amount: order.amount, currency: order.currency },
    });

    const started = await me.c.post('/api/data_export.php', {});
    expect(started.status).toBe(200);
    expect(started.body.export).toMatchObject({ status: 'queued', progress: 0 });
    const ready = await waitForReady(me.c);
    expect(ready.export).toMatchObject({ status: 'ready', progress: 100 });
    exportId = ready.export.id;

    const res = await download(me.c, exportId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.bytes.length).toBe(ready.export.size_bytes);
    files = unzipSync(res.bytes);
    data = JSON.parse(strFromU8(files['data.json']!));
  });

  test('data.json holds the profile, without secrets', () => {
    expect(data.account).toMatchObject({
      id: me.id,
      email: me.email,
      name: 'Petra Portable',
      personal: 'Likes long walks',
    });
    expect(data.account.city).toBe('Utrecht');
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.account.password_hash).toBeUndefined();
  });

  test('likes given and received, conversations with their messages', () => {
    expect(data.likes_given).toEqual([expect.objectContaining({ member_id: other.id, name: 'Olaf Other' })]);
    expect(data.likes_received).toEqual([expect.objectContaining({ member_id: other.id, name: 'Olaf Other' })]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].with).toEqual({ member_id: other.id, name: 'Olaf Other' });
    expect(data.conversations[0].messages.map((m: any) => [m.from_me, m.text])).toEqual([
      [false, 'Hi Petra'],
      [true, 'Hi Olaf, coffee?'],
    ]);
  });

  test('purchases, the credits ledger, push subscriptions, the saved search and sessions', () => {
    expect(data.orders).toEqual([expect.objectContaining({ status: 'paid', package_id: 2 })]);
    expect(data.orders[0].token).toBeUndefined();
    expect(data.credits_ledger).toEqual([expect.objectContaining({ kind: 'purchase' })]);
    expect(data.push_subscriptions).toEqual([expect.objectContaining({ endpoint: 'https://8.8.8.8/push/petra' })]);
    expect(data.search_preferences).toMatchObject({ gender: 'female' });
    expect(data.sessions.length).toBeGreaterThan(0);
  });

  test('the original photo is in the zip, byte for byte', () => {
    expect(data.photos).toHaveLength(1);
    expect(data.photos[0].main).toBe(true);
    const inZip = files[data.photos[0].file];
    expect(inZip).toBeDefined();
    expect(Buffer.from(inZip!).equals(photoOnDisk)).toBe(true);
  });

  test('a mail in the member’s language says it is ready, linking to /profile', async () => {
    await t.app.mailer.idle();
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to', '=', me.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Deine Daten');
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/profile/);
    expect(mail.text).not.toContain('data_export');
  });

  test('another member cannot download it; a visitor neither', async () => {
    const res = await download(other.c, exportId);
    expect(res.status).toBe(404);
    expect(unzipAttempt(res.bytes)).toBe(false);
    const visitor = t.client();
    expect((await download(visitor, exportId)).status).toBe(403);
  });

  test('bad ids are 400', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '']) {
      const res = await download(me.c, id);
      expect(res.status).toBe(400);
    }
  });

  test('one export a day: a second start is refused with when it can be made', async () => {
    const again = await me.c.post('/api/data_export.php', {});
    expect(again.status).toBe(429);
    expect(again.body.error).toBe('export_too_soon');
    expect((await me.c.post('/api/data_export.php', { everything: true })).status).toBe(400);
  });

  test('an expired export is gone from the page and cannot be downloaded', async () => {
    await t.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', exportId)
      .execute();
    expect((await me.c.get('/api/data_export.php')).body).toEqual({ export: null });
    expect((await download(me.c, exportId)).status).toBe(404);
  });
});

test('one export at a time: a start while one is under way is refused', async () => {
  const m = await loggedIn();
  await t.db.insertInto('data_exports').values({ member_id: m.id, status: 'running', link_base: t.baseUrl }).execute();
  const res = await m.c.post('/api/data_export.php', {});
  expect(res.status).toBe(409);
  expect(res.body.error).toBe('export_running');
  expect((await m.c.get('/api/data_export.php')).body.export).toMatchObject({ status: 'running' });
});

test('an export shows as ready only once its mail is queued: whoever sees it ready finds the mail', async () => {
  const member = await loggedIn({ language: 'fr' });
  // the runner is held at the mail, whichever way it queues it
  const mailer = t.app.mailer;
  let reached!: () => void;
  const atMail = new Promise<void>((resolve) => (reached = resolve));
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = <F extends (...args: any[]) => Promise<any>>(original: F) =>
    (async (...args: Parameters<F>) => {
      reached();
      await gate;
      return original.apply(mailer, args);
    }) as F;
  const { send, sendWith } = mailer;
  const spies = [
    jest.spyOn(mailer, 'send').mockImplementation(held(send)),
    jest.spyOn(mailer, 'sendWith').mockImplementation(held(sendWith)),
  ];
  try {
    expect((await member.c.post('/api/data_export.php', {})).status).toBe(200);
    await atMail;
    expect((await member.c.get('/api/data_export.php')).body.export.status).not.toBe('ready');
  } finally {
    open();
    for (const spy of spies) spy.mockRestore();
  }
  await waitForReady(member.c);
  const mails = await t.db.selectFrom('outbox').select('subject').where('to', '=', member.email).execute();
  expect(mails).toHaveLength(1);
});

test('after a restart, a job left running is built again, and one that kept dying is failed', async () => {
  const resumed = await loggedIn();
  const doomed = await loggedIn();
  const [again, dead] = await Promise.all(
    [
      { member_id: resumed.id, attempts: 1 },
      { member_id: doomed.id, attempts: 3 },
    ].map((row) =>
      t.db
        .insertInto('data_exports')
        .values({ ...row, status: 'running', link_base: t.baseUrl })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  // a second runner, as a restarted process has: it finds the rows the "old" one left running
  const stores = mediaStoresFor(t.dataDir, undefined, console);
  const runner = new ExportRunner({
    db: t.db,
    mailer: t.app.mailer,
    media: stores.media,
    exports: stores.exports,
    siteName: 'Test',
    log: () => undefined,
  });
  await runner.start();
  await runner.idle();
  await runner.stop();
  // the app's own runner looks for work too, every few seconds: whichever took the job, it finishes
  await waitForReady(resumed.c);
  const rows = await t.db
    .selectFrom('data_exports')
    .select(['id', 'status', 'attempts'])
    .where('id', 'in', [again!.id, dead!.id])
    .execute();
  // the two rows were inserted side by side: either may have the lower id
  expect(rows).toHaveLength(2);
  expect(rows).toEqual(
    expect.arrayContaining([
      { id: again!.id, status: 'ready', attempts: 2 },
      { id: dead!.id, status: 'failed', attempts: 3 },
    ]),
  );
  expect((await download(resumed.c, again!.id)).status).toBe(200);
  expect((await doomed.c.get('/api/data_export.php')).body.export).toMatchObject({ status: 'failed' });
});

function unzipAttempt(bytes: Uint8Array): boolean {
  try {
    unzipSync(bytes);
    return true;
  } catch {
    return false;
  }
}
