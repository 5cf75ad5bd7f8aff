import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { is } from 'superstruct';
import { getTeasers } from '@dating/contract';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

/** A member with a photo on disk, as an upload leaves it: the thumbnail under <data>/media. */
async function memberWithPhoto(t: TestApp, fields: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t.db, fields);
  const thumb = `thumbs/m${member.id}.webp`;
  await mkdir(path.join(t.dataDir, 'media', 'thumbs'), { recursive: true });
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c2255c' } })
    .webp()
    .toBuffer();
  await writeFile(path.join(t.dataDir, 'media', thumb), photo);
  const image = await t.db
    .insertInto('images')
    .values({
      member_id: member.id,
      filename: thumb,
      thumb_filename: thumb,
      sha256: `sha-${member.id}`,
      review: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('members').set({ main_image_id: image.id }).where('id', '=', member.id).execute();
  return { ...member, thumb };
}

// One database for the file; the other settings are another instance of the app on it, with the same media.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/teasers.php (landing pages)', () => {
  let anna: Awaited<ReturnType<typeof memberWithPhoto>>;
  let bert: Awaited<ReturnType<typeof memberWithPhoto>>;
  beforeAll(async () => {
    anna = await memberWithPhoto(t, { name: 'Anna', gender: 'female', date_of_birth: '1995-03-01', country: 'BE' });
    // visitors see only members with a photo ops approved (visitor-review.test.ts): all three have one
    bert = await memberWithPhoto(t, { name: 'Bert', gender: 'male', date_of_birth: '1960-01-01', country: 'BE' });
    await memberWithPhoto(t, { name: 'Carla', gender: 'female', date_of_birth: '1990-01-01', country: 'DE' });
  });

  test('a visitor who may not search sees who is near, with blurred copies of the photos only', async () => {
    const c = t.client();
    const res = await c.get('/api/teasers.php?country=BE');
    expect(res.status).toBe(200);
    expect(is(res.body, getTeasers.response)).toBe(true);
    expect(res.body.blurred).toBe(true);
    expect(res.body.country).toBe('BE');
    const names = res.body.profiles.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Bert', 'Anna']); // nobody seen yet: the newest first
    const shown = res.body.profiles[0];
    expect(shown).not.toHaveProperty('personal');
    expect(shown.thumb).toMatch(/^blurred\/\d+-[0-9a-f]{20}\.webp$/);
    expect(JSON.stringify(res.body)).not.toContain(anna.thumb);
    expect(JSON.stringify(res.body)).not.toContain(bert.thumb);

    const blurred = await fetch(`${c.baseUrl}/media/${shown.thumb}`);
    expect(blurred.status).toBe(200);
    expect(blurred.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await blurred.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    // a second request is served from the copy made by the first
    expect((await fetch(`${c.baseUrl}/media/${shown.thumb}`)).status).toBe(200);

    const forged = shown.thumb.replace(/^blurred\/(\d+)-/, (_: string, id: string) => `blurred/${Number(id) + 1}-`);
    expect((await fetch(`${c.baseUrl}/media/${forged}`)).status).toBe(404);
  });

  test("the campaign's audience narrows who is shown; around puts one member first", async () => {
    const c = t.client();
    const men = await c.get('/api/teasers.php?country=BE&gender=male&min_age=56&max_age=100');
    expect(men.body.profiles.map((p: { id: number }) => p.id)).toEqual([bert.id]);
    const around = await c.get(`/api/teasers.php?country=BE&gender=female&around=${bert.id}`);
    expect(around.body.profiles[0].id).toBe(bert.id);
  });

  test('a country with nobody in it yet shows members from everywhere rather than an empty page', async () => {
    const res = await t.client().get('/api/teasers.php?country=PL&gender=female');
    expect(res.body.country).toBe('');
    expect(res.body.profiles.map((p: { name: string }) => p.name).sort()).toEqual(['Anna', 'Carla']);
  });

  test('bad input is a 400, not a 500', async () => {
    const c = t.client();
    expect((await c.get('/api/teasers.php?count=99')).status).toBe(400);
    expect((await c.get('/api/teasers.php?min_age=50&max_age=20')).status).toBe(400);
    expect((await c.get('/api/teasers.php?gender=robot')).status).toBe(400);
  });
});

describe('teasers where visitors may search (settings logged_out_search)', () => {
  test('photos are the members’ own, for every visitor or only those of a listed traffic source', async () => {
    const open = await startOtherInstance(t, {
      dataDir: t.dataDir,
      site: { loggedOutSearch: true, loggedOutSearchTrafficsources: ['partner'] },
    });
    try {
      const anna = await memberWithPhoto(t, { country: 'NL' });
      const c = open.client();
      const fromPartner = await c.get('/api/teasers.php?country=NL&trafficsource=partner');
      expect(fromPartner.body.blurred).toBe(false);
      expect(fromPartner.body.profiles[0].thumb).toBe(anna.thumb);
      const fromElsewhere = await c.get('/api/teasers.php?country=NL&trafficsource=other');
      expect(fromElsewhere.body.blurred).toBe(true);
    } finally {
      await open.close();
    }
  });
});
