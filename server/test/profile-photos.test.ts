import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mediaDirOf } from '../src/config';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { uploadPhoto } from './helpers/upload';
import type { HttpClient } from './helpers/http-client';

/** The profile page's photo management: choosing the main photo and deleting one, files included. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let shade = 0;
const newPng = () => {
  shade += 1;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade * 20, g: 90, b: 10 } } })
    .png()
    .toBuffer();
};

async function memberWithPhotos(count: number): Promise<{ c: HttpClient; ids: number[] }> {
  const m = await createMember(t.db);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await uploadPhoto(c, await newPng());
    expect(res.status).toBe(200);
    ids.push(res.body.image.id);
  }
  return { c, ids };
}

/** The id of the main photo: main_image names only its thumbnail (docs/product.md §3). */
const mainId = (profile: {
  main_image: { thumb_filename: string } | null;
  images: { id: number; thumb_filename: string }[];
}) => profile.images.find((i) => i.thumb_filename === profile.main_image?.thumb_filename)?.id ?? null;

const mediaFile = (name: string) => path.join(mediaDirOf(t.dataDir), name);

test('the member chooses another main photo; the user answer and the profile show it', async () => {
  const { c, ids } = await memberWithPhotos(2);
  const before = (await c.get('/api/user.php')).body.user.profile;
  expect(mainId(before)).toBe(ids[0]);

  const res = await c.put('/api/profileimage.php', { image: ids[1] });
  expect(res.status).toBe(200);
  expect(mainId(res.body.user.profile)).toBe(ids[1]);
  expect(mainId((await c.get('/api/user.php')).body.user.profile)).toBe(ids[1]);
});

test('deleting a photo removes it and its files; deleting the main photo promotes the next one', async () => {
  const { c, ids } = await memberWithPhotos(3);
  const images = (await c.get('/api/user.php')).body.user.profile.images as {
    id: number;
    filename: string;
    thumb_filename: string;
  }[];
  const first = images.find((i) => i.id === ids[0])!;
  expect(existsSync(mediaFile(first.filename))).toBe(true);

  const res = await c.delete('/api/profileimage.php', { image: ids[0] });
  expect(res.status).toBe(200);
  const profile = res.body.user.profile;
  expect(profile.images.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[2]]);
  expect(mainId(profile)).toBe(ids[1]);
  expect(existsSync(mediaFile(first.filename))).toBe(false);
  expect(existsSync(mediaFile(first.thumb_filename))).toBe(false);
  expect((await fetch(`${t.baseUrl}/media/${first.thumb_filename}`)).status).toBe(404);

  // Deleting every photo leaves no main photo.
  await c.delete('/api/profileimage.php', { image: ids[1] });
  const last = await c.delete('/api/profileimage.php', { image: ids[2] });
  expect(last.body.user.profile.images).toEqual([]);
  expect(last.body.user.profile.main_image).toBeNull();
});

test('a file another member also uploaded stays when one of them deletes the photo', async () => {
  const png = await newPng();
  const a = await memberWithPhotos(0);
  const b = await memberWithPhotos(0);
  const aImage = (await uploadPhoto(a.c, png)).body.image;
  const bImage = (await uploadPhoto(b.c, png)).body.image;
  expect(aImage.thumb_filename).toBe(bImage.thumb_filename);

  expect((await a.c.delete('/api/profileimage.php', { image: aImage.id })).status).toBe(200);
  expect(existsSync(mediaFile(bImage.thumb_filename))).toBe(true);
  expect((await fetch(`${t.baseUrl}/media/${bImage.thumb_filename}`)).status).toBe(200);
});

test("a member can neither delete nor choose another member's photo, nor one that is gone", async () => {
  const a = await memberWithPhotos(1);
  const b = await memberWithPhotos(1);
  expect((await b.c.delete('/api/profileimage.php', { image: a.ids[0] })).status).toBe(404);
  expect((await b.c.put('/api/profileimage.php', { image: a.ids[0] })).status).toBe(404);
  expect((await a.c.get('/api/user.php')).body.user.profile.images).toHaveLength(1);

  await a.c.delete('/api/profileimage.php', { image: a.ids[0] });
  expect((await a.c.delete('/api/profileimage.php', { image: a.ids[0] })).body.error).toBe('not_found');
  expect((await a.c.put('/api/profileimage.php', { image: 0 })).status).toBe(400);
  expect((await t.client().delete('/api/profileimage.php', { image: a.ids[0] })).status).toBe(403);
});
