import { existsSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'superstruct';
import { LikedByProfile, Profile, getChats, getLikes } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { runSeed } from '../src/seed/run-seed';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo';
import { loadProfiles } from '../src/members/load-profiles';
import { isKnownRegion } from '../src/geo/regions';
import { mediaDirOf } from '../src/config';
import { DirectoryStore } from '../src/objects/directory-store';

let t: TestApp;
const options = () => ({
  count: 200,
  reset: false,
  seed: 7,
  batchSize: 64,
  avatarsPerGender: 4,
  media: new DirectoryStore(mediaDirOf(t.dataDir), console),
});

// Seeding 200 members, and reseeding, take 10-16 s a test on a quiet machine and twice that on a busy one: the limit
// only stops a hang.
jest.setTimeout(120_000);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  test('200 members plus the demo login, every one a valid, believable profile', async () => {
    const result = await runSeed(t.db, options());
    expect(result).toMatchObject({ skipped: false, members: 201 });

    const ids = (await t.db.selectFrom('members').select('id').execute()).map((r) => r.id);
    // as the demo member sees them: visitors see only those with a photo (visitor-review.test.ts)
    const profiles = await loadProfiles(t.db, ids, result.skipped ? null : result.demoId);
    expect(profiles.size).toBe(201);
    const countries = new Set<string>();
    const languages = new Set<string>();
    for (const profile of profiles.values()) {
      const [error] = validate(profile, Profile);
      expect(error).toBeUndefined();
      expect(profile.name.length).toBeGreaterThan(0);
      expect(profile.age).toBeGreaterThanOrEqual(18);
      expect(profile.age).toBeLessThanOrEqual(80);
      expect(['male', 'female']).toContain(profile.gender);
      expect(isKnownRegion(profile.country, profile.countryregion)).toBe(true);
      expect(profile.city.length).toBeGreaterThan(0);
      countries.add(profile.country);
      languages.add(profile.language);
      if (profile.main_image) {
        expect(existsSync(path.join(t.dataDir, 'media', profile.main_image.thumb_filename))).toBe(true);
        expect(profile.images.map((i) => i.thumb_filename)).toContain(profile.main_image.thumb_filename);
        // the gallery's photo itself, larger than its thumbnail
        for (const image of profile.images) {
          expect(existsSync(path.join(t.dataDir, 'media', image.filename))).toBe(true);
        }
      }
    }
    // Spread over the seven language countries, each member speaking its country's language.
    expect([...countries].sort()).toEqual(['DE', 'ES', 'FR', 'IT', 'NL', 'PL', 'US']);
    expect(languages.size).toBe(7);
    const withPhoto = [...profiles.values()].filter((p) => p.main_image).length;
    expect(withPhoto).toBeGreaterThan(140);

    // Real coordinates came with the city.
    const located = await t.db
      .selectFrom('members')
      .select(['latitude', 'longitude'])
      .where('fictional', '=', true)
      .execute();
    expect(
      located.every((r) => r.latitude !== null && Math.abs(r.latitude) <= 90 && Math.abs(r.longitude!) <= 180),
    ).toBe(true);
  });

  test('the demo login works and its badges have something to show', async () => {
    const c = t.client();
    const login = await c.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.user.profile).toMatchObject({
      name: 'Sam',
      country: 'NL',
      countryregion: 'NH',
      city: 'Amsterdam',
      lastSignupStep: true,
    });
    expect(login.body.user.profile.main_image).not.toBeNull();

    const likes = await c.get('/api/likes.php');
    expect(validate(likes.body, getLikes.response)[0]).toBeUndefined();
    const newLikes = likes.body.liked_by.filter((p: LikedByProfile) => p.like_new).length;
    expect(newLikes).toBe(3);

    const chats = await c.get('/api/chats.php');
    expect(validate(chats.body, getChats.response)[0]).toBeUndefined();
    expect(chats.body.chats).toHaveLength(4);
    const unread = chats.body.chats.reduce(
      (n: number, x: { num_unread_messages: number }) => n + x.num_unread_messages,
      0,
    );
    expect(unread).toBe(4);
    // The unread counts agree with the messages: each counted one exists and came from the other member.
    for (const chat of chats.body.chats) {
      const last = await t.db
        .selectFrom('messages')
        .select('sender_id')
        .where('conversation_id', '=', chat.conversation.id)
        .orderBy('sent_at', 'desc')
        .limit(Math.max(chat.num_unread_messages, 1))
        .execute();
      if (chat.num_unread_messages > 0) expect(last.every((m) => m.sender_id === chat.profile.id)).toBe(true);
    }
  });

  test('seeded members cannot be logged into', async () => {
    const someone = await t.db
      .selectFrom('members')
      .select('email')
      .where('fictional', '=', true)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await t.client().login(someone.email, DEMO_PASSWORD)).status).toBe(401);
  });

  test('running it again changes nothing; --reset starts over', async () => {
    expect(await runSeed(t.db, options())).toEqual({ skipped: true, members: 201 });
    const again = await runSeed(t.db, { ...options(), count: 10, reset: true });
    expect(again).toMatchObject({ skipped: false, members: 11 });
  });

  test('the same --seed gives the same members', async () => {
    await runSeed(t.db, { ...options(), count: 20, reset: true });
    const first = await t.db.selectFrom('members').select(['email', 'city', 'date_of_birth']).orderBy('id').execute();
    await runSeed(t.db, { ...options(), count: 20, reset: true });
    const second = await t.db.selectFrom('members').select(['email', 'city', 'date_of_birth']).orderBy('id').execute();
    expect(second).toEqual(first);
  });
});
