import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { StreamEvent } from '@dating/contract';
import { LANGUAGES } from '@dating/config';
import sharp from 'sharp';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { uploadPhoto } from './helpers/upload';
import { signUpAt } from './helpers/signup';
import { HttpClient } from './helpers/http-client';
import { settlePaymentEvent } from '../src/credits/settle';
import { mediaDirOf } from '../src/config';
import { PERSONAL_DATA, databaseTables } from '../src/members/personal-data';
import { goodbyeMail } from '../src/mail/leaving-mails';
import { exportsDirOf } from '../src/leaving/exports-dir';
import { seedConversation } from './helpers/chat';

/**
 * Deleting an account (GDPR article 17; /account-deleted, docs/product.md §2): the password confirms it, the session
 * ends, the member vanishes from everyone's search, likes and chats, the photo files leave the disk, no table
 * keeps personal data (every table of the database is checked, as personal-data.ts classifies it), payment
 * records stay without a name or an address, and the address can sign up again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t?.close());

/** Strings only this member's data holds: after the deletion none may be found anywhere. */
const MARKERS = {
  name: 'Zebulon Quarkwright',
  personal: 'I sail to Xyzzyland every summer',
  city: 'Quarkstad',
  userAgent: 'QuarkBrowser/9.9',
  tracking: 'net-quark-77',
  referrer: 'https://quark-referrer.example/',
  message: 'Meet me at the Quark café',
  pushEndpoint: 'https://8.8.8.8/push/quark-subscription',
};

const login = async (email: string, password: string) => {
  const c = t.client();
  const res = await c.login(email, password);
  return { c, res };
};

const pngOf = (color: string) =>
  sharp({ create: { width: 48, height: 36, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A member with every kind of data: photo, likes both ways, a chat, push, a search, a paid order, mails, an export. */
async function richMember() {
  const zed = await createMember(t.db, {
    name: MARKERS.name,
    personal: MARKERS.personal,
    city: MARKERS.city,
    user_agent: MARKERS.userAgent,
    tracking: JSON.stringify({ network: MARKERS.tracking }),
    referrer: MARKERS.referrer,
    language: 'nl',
    timezone: 'Europe/Amsterdam',
  });
  const other = await createMember(t.db, { name: 'Olga Other' });
  const z = await login(zed.email, zed.password);
  const o = await login(other.email, other.password);
  expect(z.res.status).toBe(200);

  const upload = await uploadPhoto(z.c, await pngOf('#3a7'));
  expect(upload.status).toBe(200);
  const image = await t.db.selectFrom('images').selectAll().where('member_id', '=', zed.id).executeTakeFirstOrThrow();

  expect((await z.c.post('/api/likes.php', { profile: other.id })).status).toBe(200);
  expect((await o.c.post('/api/likes.php', { profile: zed.id })).status).toBe(200);

  const conversation = await seedConversation(
    t.db,
    [{ id: zed.id }, { id: other.id, unread: 1 }],
    [
      { from: other.id, text: 'Hello Zebulon' },
      { from: zed.id, text: MARKERS.message },
    ],
  );

  const pushed = await z.c.post('/api/user.php?push=1', {
    subscription: {
      endpoint: MARKERS.pushEndpoint,
      expirationTime: null,
      keys: { p256dh: 'quark-p256dh', auth: 'quark-auth' },
    },
  });
  expect(pushed.status).toBe(200);
  const search = await z.c.get('/api/search.php?gender=female&country=NL', {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(search.status).toBe(200);
  expect(
    await t.db.selectFrom('search_preferences').where('member_id', '=', zed.id).selectAll().execute(),
  ).toHaveLength(1);

  const ordered = await z.c.post('/api/order.php', {
    package: 2,
    method: 'ideal',
    country: 'NL',
    consent: true,
    discount: null,
  });
  expect(ordered.status).toBe(200);
  const order = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('token', '=', ordered.body.transaction)
    .executeTakeFirstOrThrow();
  const settled = await settlePaymentEvent(t.db, order.provider, {
    eventId: `paid-${order.token}`,
    orderToken: order.token,
    status: 'paid',
    amount: { amount: order.amount, currency: order.currency },
  });
  expect(settled.kind).toBe('applied');

  const offer = await z.c.post('/api/delete_account.php?offer=1', {});
  expect(offer.status).toBe(200);
  await t.app.mailer.send(zed.email, { subject: 'A mail to Zebulon', text: MARKERS.name, html: MARKERS.name });

  const started = await z.c.post('/api/data_export.php', {});
  expect(started.status).toBe(200);
  await waitForExport(z.c);
  await t.app.mailer.idle();

  return { zed, other, z, o, conversation, image, order };
}

async function waitForExport(c: HttpClient) {
  for (let i = 0; i < 100; i++) {
    const res = await c.get('/api/data_export.php');
    if (res.body.export?.status === 'ready') return res.body.export;
    if (res.body.export?.status === 'failed') throw new Error('export failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('export not ready in time');
}

test('a wrong password refuses and keeps the account; bad input is 400', async () => {
  const m = await createMember(t.db);
  const { c } = await login(m.email, m.password);
  const wrong = await c.post('/api/delete_account.php', { password: 'not-my-password' });
  expect(wrong.status).toBe(403);
  expect(wrong.body.error).toBe('delete_wrong_password');
  for (const body of [{}, { password: '' }, { password: 42 }, { password: 'x\u0000y' }, { password: 'p', extra: 1 }]) {
    const res = await c.post('/api/delete_account.php', body);
    expect(res.status).toBe(400);
  }
  expect((await c.get('/api/user.php')).body.user.email).toBe(m.email);
  expect((await login(m.email, m.password)).res.status).toBe(200);
  const visitor = t.client();
  await visitor.prime();
  expect((await visitor.post('/api/delete_account.php', { password: m.password })).status).toBe(403);
});

test('the offer before deleting grants the delete_discount, which /credits then applies', async () => {
  const m = await createMember(t.db);
  const { c } = await login(m.email, m.password);
  const offer = await c.post('/api/delete_account.php?offer=1', {});
  expect(offer.status).toBe(200);
  expect(offer.body.discountcode).toMatchObject({ kind: 'delete', percentage: 50 });
  const pricing = await c.get('/api/pricing.php?country=NL');
  expect(pricing.body.discount).toMatchObject({ kind: 'delete', code: offer.body.discountcode.code });
});

describe('after a deletion', () => {
  let world: Awaited<ReturnType<typeof richMember>>;
  let oldCookies: Map<string, string>;
  let deleted: Awaited<ReturnType<HttpClient['post']>>;
  let photoFiles: string[];
  let exportFiles: string[];
  const otherEvents: StreamEvent[] = [];

  beforeAll(async () => {
    world = await richMember();
    oldCookies = new Map(world.z.c.cookies);
    photoFiles = [world.image.filename, world.image.thumb_filename];
    exportFiles = await readdir(exportsDirOf(mediaDirOf(t.dataDir)));
    expect(exportFiles).toHaveLength(1);
    // before: the member is visible to the other, so the checks below can fail
    expect((await world.o.c.get('/api/likes.php')).body.liked_by.map((p: { id: number }) => p.id)).toContain(
      world.zed.id,
    );
    expect(
      (await world.o.c.get('/api/chats.php')).body.chats.map((c: { profile: { id: number } }) => c.profile.id),
    ).toContain(world.zed.id);
    t.app.realtime.subscribe(world.other.id, (entry) => otherEvents.push(entry.event));
    deleted = await world.z.c.post('/api/delete_account.php', { password: world.zed.password });
    await t.app.mailer.idle();
  });

  test('the answer ends the session and keeps the language for /account-deleted', async () => {
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    const sid = deleted.setCookies.find((c) => c.name === 'sid');
    expect(sid && (sid.attributes['max-age'] === '0' || sid.attributes.expires)).toBeTruthy();
    expect(deleted.setCookies.find((c) => c.name === 'locale')?.value).toBe('nl');
    expect((await world.z.c.get('/api/user.php')).body).toEqual({ user: null });
  });

  test('the old session answers 403 and the password no longer logs in', async () => {
    const old = new HttpClient(t.baseUrl);
    for (const [k, v] of oldCookies) old.cookies.set(k, v);
    const res = await old.get('/api/user.php');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('session_expired');
    const again = await login(world.zed.email, world.zed.password);
    expect(again.res.status).toBe(401);
  });

  test("the member is gone from the other member's search, likes and chats", async () => {
    const search = await world.o.c.get('/api/search.php?gender=female&country=NL&pp=60&do_not_save=1');
    expect(search.status).toBe(200);
    expect(search.body.profiles.map((p: { id: number }) => p.id)).not.toContain(world.zed.id);
    const likes = await world.o.c.get('/api/likes.php');
    expect([...likes.body.profiles, ...likes.body.liked_by].map((p: { id: number }) => p.id)).not.toContain(
      world.zed.id,
    );
    expect((await world.o.c.get('/api/chats.php')).body.chats).toEqual([]);
    expect((await world.o.c.get(`/api/profile.php?id=${world.zed.id}`)).status).toBe(404);
    // the other member's open pages drop the conversation at once
    expect(otherEvents).toContainEqual({ type: 'conversation_removed', conversation: world.conversation });
  });

  test('photo files, blurred copies and the data export are gone from disk', async () => {
    const media = mediaDirOf(t.dataDir);
    const left = await readdir(path.join(media, 'uploads')).catch(() => []);
    for (const f of photoFiles) expect(left).not.toContain(path.basename(f));
    expect(await readdir(exportsDirOf(media))).toEqual([]);
  });

  test('every table is classified, and none holds personal data of the member', async () => {
    const tables = await databaseTables(t.db);
    expect(tables.filter((table) => !(table in PERSONAL_DATA))).toEqual([]);

    const email = world.zed.email.toLowerCase();
    for (const table of tables) {
      const { rows } = await sql<{
        row: string;
      }>`select row_to_json(t)::text as row from ${sql.table(table)} t`.execute(t.db);
      for (const { row } of rows) {
        for (const [kind, marker] of Object.entries(MARKERS)) {
          if (row.includes(marker)) throw new Error(`${table} still holds the member's ${kind}: ${row}`);
        }
        if (row.toLowerCase().includes(email) && !(table === 'outbox' && isGoodbye(row))) {
          throw new Error(`${table} still holds the member's address: ${row}`);
        }
      }
    }

    // Rows that point at the member: only in tables whose rows are kept anonymised (payment records).
    const { rows: references } = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      where ccu.table_name = 'members' and ccu.column_name = 'id' and kcu.table_schema = current_schema()`.execute(
      t.db,
    );
    expect(references.length).toBeGreaterThan(5);
    for (const { table_name, column_name } of references) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)}
        where ${sql.ref(column_name)} = ${world.zed.id}`.execute(t.db);
      if (Number(rows[0]!.n) > 0)
        expect([table_name, PERSONAL_DATA[table_name]?.kind]).toEqual([table_name, 'anonymised']);
    }
  });

  test('payment records remain, without a name or an address', async () => {
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', world.order.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', amount: world.order.amount, member_id: world.zed.id });
    const ledger = await t.db.selectFrom('credit_ledger').selectAll().where('order_id', '=', order.id).execute();
    expect(ledger).toHaveLength(1);
    const row = await t.db.selectFrom('members').selectAll().where('id', '=', world.zed.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ deleted: true, name: '', password_hash: '', personal: '', city: '', user_agent: '' });
    expect(row.email).not.toContain('@');
    expect(row.deleted_at).not.toBeNull();
  });

  test('a goodbye mail in the member’s language is the one mail left to the address', async () => {
    const mails = await t.db.selectFrom('outbox').selectAll().where('to', '=', world.zed.email).execute();
    expect(mails.map((m) => m.subject)).toEqual([goodbyeMail({ language: 'nl', site: t.app.site.name }).subject]);
  });

  test('the address can sign up again', async () => {
    const check = await t.client().get(`/api/validate_email.php?email=${encodeURIComponent(world.zed.email)}`);
    expect(check.body.status).toBe('new');
    const { res } = await signUpAt(t, { email: world.zed.email });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(world.zed.email);
    expect(res.body.user.profile.id).not.toBe(world.zed.id);
  });
});

function isGoodbye(row: string): boolean {
  const subject = (JSON.parse(row) as { subject?: string }).subject ?? '';
  return LANGUAGES.some((language) => subject === goodbyeMail({ language, site: t.app.site.name }).subject);
}
