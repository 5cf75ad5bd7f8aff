import { is } from 'superstruct';
import sharp from 'sharp';
import { getValidateEmail, postProfileimage, postUserNew } from '@dating/contract';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import type { HttpClient } from './helpers/http-client';
import { activationLinkOf as linkIn, signupPayload as payload, signUpAt, uniqueEmail } from './helpers/signup';
import path from 'node:path';
import { uploadPhoto } from './helpers/upload';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    devTools: true,
    signup: { smtpUrl: undefined, validateEmailRateLimit: { max: 1000, windowMs: 60_000 } },
  });
});
afterAll(() => t.close());

const signUp = (extra: Record<string, unknown> = {}) => signUpAt(t, extra);

/** Polls until `ok`, or until just inside jest's limit per test (a hang guard), then answers the last value. */
async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 25_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const activationLinkOf = (email: string) => linkIn(t.db, email);

describe('POST /api/user.php?new=1', () => {
  test('creates the account, logs in, stores where the visitor came from, mails in their language', async () => {
    const { c, email, res } = await signUp();
    expect(res.status).toBe(200);
    expect(is(res.body, postUserNew.response)).toBe(true);
    expect(res.body.user).toMatchObject({
      email,
      activated: false,
      profile: { name: 'Anna', country: 'NL', language: 'nl' },
    });
    const sid = res.setCookies.find((x) => x.name === 'sid');
    expect(sid?.attributes.httponly).toBe(true);
    expect((await c.get('/api/user.php')).body.user.email).toBe(email);

    const row = await t.db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      trafficsource: 'google',
      timezone: 'Europe/Amsterdam',
      referrer: 'https://www.google.com/',
      tracking: { network: 'n1', sub1: 's' },
      language: 'nl',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const mail = await t.db.selectFrom('outbox').selectAll().where('to', '=', email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Activeer je account bij Amoroso');
    expect(mail.text).toContain('Hallo Anna');
    expect(mail.html).toContain('/activate?code=');
  });

  test('keeps the lander and its version with the tracking data; match-finder answers start the search', async () => {
    const { c, email } = await signUp({
      tracking: { network: 'x', sub1: 'y' },
      lander: { page: 'landers/video/summer', version: '0.1.0-abcdef012345' },
      search_start: { gender: 'female', min_age: 26, max_age: 35, country: 'NL' },
    });
    const row = await t.db
      .selectFrom('members')
      .select('tracking')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.tracking).toEqual({
      network: 'x',
      sub1: 'y',
      lander: 'landers/video/summer',
      lander_version: '0.1.0-abcdef012345',
    });
    const search = await c.get('/api/search.php?auto_load=1&pp=12');
    expect(search.body.filter_options).toEqual({
      gender: 'female',
      min_age: 26,
      max_age: 35,
      country: 'NL',
      countryregion: '',
    });
  });

  test('match-finder answers with the ages the wrong way round are refused', async () => {
    const { res } = await signUp({ search_start: { gender: 'male', min_age: 40, max_age: 30 } });
    expect(res.status).toBe(400);
  });

  test('an empty name becomes the part before @', async () => {
    const { res, email } = await signUp({ name: '  ' });
    expect(res.body.user.profile.name).toBe(email.split('@')[0]);
  });

  test.each([
    ['en', 'Activate your Amoroso account'],
    ['de', 'Aktiviere dein Konto bei Amoroso'],
    ['pl', 'Aktywuj swoje konto w Amoroso'],
  ])('activation mail in %s', async (language, subject) => {
    const { email } = await signUp({ language });
    const mail = await t.db.selectFrom('outbox').select('subject').where('to', '=', email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(subject);
  });

  test('duplicate email (any case): 409 email_exists', async () => {
    const { email } = await signUp();
    const { res } = await signUp({ email: email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'email_exists', fields: { email: { code: 'email_exists' } } });
    expect(res.body.message).toMatch(/already exists/);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['invalid email', { email: 'not-an-email' }, 'email', 'invalid_email'],
    ['name starting with @', { name: '@anna' }, 'name', 'name_starts_with_at'],
    ['name equal to the email', { name: '__EMAIL__' }, 'name', 'name_equals_email'],
    ['name over 150 (the shape check)', { name: 'a'.repeat(151) }, 'name', 'max_length'],
    ['empty password', { password: '' }, 'password', 'min_length'],
    ['token of another address', { token: '__OTHER__' }, 'token', 'invalid_token'],
    ['missing field', { trafficsource: undefined }, 'trafficsource', 'required'],
    ['unknown field', { admin: true }, 'admin', 'unknown_field'],
    ['wrong type', { profile: 'x' }, 'profile', 'invalid_type'],
  ];
  test.each(bad)('%s: 400 with the field named', async (_n, extra, field, code) => {
    const c = t.client();
    await c.prime();
    const email = uniqueEmail();
    const body: Record<string, unknown> = await payload(c, email);
    for (const [k, v] of Object.entries(extra)) body[k] = v === '__EMAIL__' ? email : v;
    if (extra.token === '__OTHER__')
      body.token = (await c.get('/api/validate_email.php?email=other@example.com')).body.token;
    if ('trafficsource' in extra) delete body.trafficsource;
    const res = await c.post('/api/user.php?new=1', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(res.body.fields[field]).toMatchObject({ code: expect.any(String) });
    if (code !== 'min_length') expect(res.body.fields[field].code).toBe(code);
    expect(res.body.fields[field].message.length).toBeGreaterThan(5);
    expect(JSON.stringify(res.body)).not.toMatch(/Expected|`/);
    expect(await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  test('without the CSRF header: 403', async () => {
    const c = t.client();
    await c.prime();
    const res = await c.post('/api/user.php?new=1', await payload(c, uniqueEmail()), { csrf: false });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/validate_email.php', () => {
  test('statuses new, not_confirmed, active, deleted, invalid', async () => {
    const c = t.client();
    const a = await createMember(t.db, { activated: true });
    const n = await createMember(t.db, { activated: false });
    const d = await createMember(t.db, { deleted: true });
    const check = async (email: string) =>
      (await c.get(`/api/validate_email.php?email=${encodeURIComponent(email)}`)).body;
    const fresh = await check(' New.Person@Example.com ');
    expect(is(fresh, getValidateEmail.response)).toBe(true);
    expect(fresh).toMatchObject({
      status: 'new',
      email: 'new.person@example.com',
      request_email: ' New.Person@Example.com ',
    });
    expect(fresh.token.length).toBeGreaterThan(20);
    expect((await check(a.email)).status).toBe('active');
    expect((await check(n.email.toUpperCase())).status).toBe('not_confirmed');
    expect((await check(d.email)).status).toBe('deleted');
    expect((await check('nope@')).status).toBe('invalid');
  });

  test('a deleted address cannot sign up again: 409 email_deleted', async () => {
    const d = await createMember(t.db, { deleted: true });
    const { res } = await signUp({ email: d.email });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('email_deleted');
  });

  test('rate limited per IP', async () => {
    const limited = await startOtherInstance(t, { signup: { validateEmailRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const c = limited.client();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await c.get('/api/validate_email.php?email=a@example.com')).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('activation', () => {
  test('activate.php reports delivered once the mail is in the outbox', async () => {
    const { c } = await signUp();
    const res = await waitFor(
      () => c.get('/api/activate.php'),
      (r) => r.body.delivered === true,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ delivered: true });
  });

  test('the link activates, logs in a visitor who is not logged in, and redirects to /activate/done', async () => {
    const { email } = await signUp({ language: 'fr' });
    const link = new URL(await activationLinkOf(email));
    const visitor = t.client();
    const res = await visitor.get(link.pathname + link.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/activate/done');
    expect((await visitor.get('/api/user.php')).body.user).toMatchObject({ email, activated: true });
    // A second click in the same browser: the member is logged in and activated, so /activate/done.
    expect((await visitor.get(link.pathname + link.search)).headers.get('location')).toBe('/activate/done');
    // Anywhere else the code is used up: /activate/error, and no login (mail-links.test.ts has more).
    const again = await t.client().get(link.pathname + link.search);
    expect(again.headers.get('location')).toBe('/activate/error');
    expect(again.setCookies.find((x) => x.name === 'sid')).toBeUndefined();
  });

  test('an unknown or missing code redirects to /activate/error', async () => {
    const c = t.client();
    for (const url of ['/activate?code=' + 'x'.repeat(43), '/activate']) {
      const res = await c.get(url);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/activate/error');
    }
  });

  test('an expired code redirects to /activate/error', async () => {
    const { email } = await signUp();
    const link = new URL(await activationLinkOf(email));
    await t.db
      .updateTable('mail_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await t.client().get(link.pathname + link.search);
    expect(res.headers.get('location')).toBe('/activate/error');
  });

  test('/_dev/mail lists the outbox and shows a mail with its clickable link', async () => {
    const { email } = await signUp({ language: 'it' });
    const list = await t.client().get('/_dev/mail');
    expect(list.status).toBe(200);
    expect(list.text).toContain('Attiva il tuo account su Amoroso');
    const id = (await t.db.selectFrom('outbox').select('id').where('to', '=', email).executeTakeFirstOrThrow()).id;
    const one = await t.client().get(`/_dev/mail/${id}`);
    expect(one.status).toBe(200);
    expect(one.text).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/activate\?code=/);
  });
});

describe('POST /api/profileimage.php', () => {
  let c: HttpClient;
  let memberId: number;
  beforeAll(async () => {
    const s = await signUp();
    c = s.c;
    memberId = (await t.db.selectFrom('members').select('id').where('email', '=', s.email).executeTakeFirstOrThrow())
      .id;
  });

  const png = (w: number, h: number, color = { r: 200, g: 30, b: 90 }) =>
    sharp({ create: { width: w, height: h, channels: 3, background: color } })
      .png()
      .toBuffer();

  test('a real PNG: re-encoded with a 256x256 thumbnail, becomes the main image; sent twice, stored once', async () => {
    const file = await png(640, 480);
    const res = await uploadPhoto(c, file, 'me.png');
    expect(res.status).toBe(200);
    expect(is(res.body, postProfileimage.response)).toBe(true);
    expect(res.body.user.profile.main_image?.thumb_filename ?? res.body.user.profile.main_image).toBeTruthy();
    const thumb = await sharp(path.join(t.dataDir, 'media', res.body.image.thumb_filename)).metadata();
    expect([thumb.width, thumb.height, thumb.format]).toEqual([256, 256, 'webp']);
    const served = await fetch(`${t.baseUrl}/media/${res.body.image.thumb_filename}`);
    expect(served.status).toBe(200);

    const again = await uploadPhoto(c, file, 'copy.png');
    expect(again.body.image.id).toBe(res.body.image.id);
    const rows = await t.db.selectFrom('images').select('id').where('member_id', '=', memberId).execute();
    expect(rows).toHaveLength(1);
    const member = await t.db
      .selectFrom('members')
      .select('main_image_id')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(member.main_image_id).toBe(res.body.image.id);
  });

  test('a text file renamed .png is refused (415 invalid_image)', async () => {
    const res = await uploadPhoto(c, Buffer.from('<?php echo "hi"; ?>\n'.repeat(20)), 'evil.png');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('invalid_image');
  });

  test('a GIF is refused although it is an image', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await uploadPhoto(c, gif, 'a.png')).status).toBe(415);
  });

  test('over 10 MB: 413 file_too_large', async () => {
    const noise = Buffer.alloc(2000 * 2000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 2000, height: 2000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await uploadPhoto(c, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('file_too_large');
  });

  test('over 25 megapixels: 413 image_too_many_pixels', async () => {
    const huge = await sharp({ create: { width: 5001, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await uploadPhoto(c, huge, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('image_too_many_pixels');
  });

  test('a JPEG with GPS EXIF is stored without any EXIF', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 54/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await uploadPhoto(c, jpeg, 'holiday.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom('images')
      .select(['filename', 'thumb_filename'])
      .where('id', '=', res.body.image.id)
      .executeTakeFirstOrThrow();
    for (const f of [row.filename, row.thumb_filename]) {
      const meta = await sharp(path.join(t.dataDir, 'media', f)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  test('not logged in: 403', async () => {
    const v = t.client();
    await v.prime();
    expect((await uploadPhoto(v, await png(10, 10), 'a.png')).status).toBe(403);
  });
});

describe('GET /api/geocode.php', () => {
  test('Amsterdam coordinates: NL / NH / Amsterdam', async () => {
    const res = await t.client().get('/api/geocode.php?lat=52.3731&lon=4.8922');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ country: 'NL', countryregion: 'NH', city: 'Amsterdam' });
  });

  test('the middle of the Atlantic: 404 no_place_near', async () => {
    const res = await t.client().get('/api/geocode.php?lat=40&lon=-40');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('no_place_near');
  });

  test('bad numbers: 400', async () => {
    const res = await t.client().get('/api/geocode.php?lat=abc&lon=200');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['lat', 'lon']);
  });
});

describe('POST /api/user.php?push=1', () => {
  test('stores the subscription once per endpoint', async () => {
    const { c, email } = await signUp();
    const subscription = {
      endpoint: 'https://93.184.215.14/send/abc', // a public address: no DNS here (push-endpoints.test.ts)
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'au' },
    };
    expect((await c.post('/api/user.php?push=1', { subscription })).body).toEqual({ ok: true });
    expect((await c.post('/api/user.php?push=1', { subscription })).status).toBe(200);
    const member = await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('push_subscriptions').selectAll().where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: subscription.endpoint, p256dh: 'BPk', auth: 'au' });
  });

  test('a non-https endpoint: 400', async () => {
    const { c } = await signUp();
    const res = await c.post('/api/user.php?push=1', {
      subscription: { endpoint: 'http://evil.local/', keys: { p256dh: 'a', auth: 'b' } },
    });
    expect(res.status).toBe(400);
  });

  test('settings.php push_pub is the VAPID public key kept in the database', async () => {
    const res = await t.client().get('/api/settings.php');
    const stored = await t.db
      .selectFrom('server_keys')
      .select('value')
      .where('name', '=', 'vapid')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(res.body.push_pub);
  });
});

describe('dev test push (DEV_TOOLS)', () => {
  test('sends to every subscription of the member and counts failures', async () => {
    const { c, email } = await signUp();
    expect((await c.post('/api/_dev/test-push.php', {})).body).toEqual({ sent: 0, failed: 0 });
    // A subscription the send fails on (one no longer at a public address; registering it is refused now,
    // see push-endpoints.test.ts): the count says so.
    const member = await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .insertInto('push_subscriptions')
      .values({
        member_id: member.id,
        endpoint: 'https://127.0.0.1:1/push/x',
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      })
      .execute();
    expect((await c.post('/api/_dev/test-push.php', {})).body).toEqual({ sent: 0, failed: 1 });
  });
});

describe('signups switch (docs/product.md §6)', () => {
  test("'with_trafficsource': refused without tracking data, accepted with it", async () => {
    const gated = await startOtherInstance(t, { site: { signups: 'with_trafficsource' } });
    try {
      const c = gated.client();
      await c.prime();
      const check = async (email: string) => (await c.get(`/api/validate_email.php?email=${email}`)).body.token;
      const base = {
        name: 'Bo',
        password: 'pw-long-enough',
        timezone: '',
        country: 'US',
        language: 'en',
        profile: null,
        form_path: '/signup',
        referrer: '',
        csrf: 'x',
        n: 'jest',
      };
      const closed = await c.post('/api/user.php?new=1', {
        ...base,
        email: 'a@example.com',
        token: await check('a@example.com'),
        trafficsource: '',
      });
      expect(closed.status).toBe(403);
      expect(closed.body.error).toBe('signups_closed');
      const open = await c.post('/api/user.php?new=1', {
        ...base,
        email: 'b@example.com',
        token: await check('b@example.com'),
        trafficsource: '',
        tracking: { network: 'x' },
      });
      expect(open.status).toBe(200);
    } finally {
      await gated.close();
    }
  });
});
