import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { ObjectStore } from '../objects/object-store';
import { hashPassword } from '../auth/password';
import { randomToken } from '../auth/tokens';
import { generateAvatarPool } from './avatars';
import { createDemoMember, DEMO_EMAIL } from './demo';
import { insertBatch } from './insert-members';
import { makePerson, SEED_COUNTRIES, type SeedCountry } from './people';
import { loadPlaces, type CountryPlaces } from './places';
import { Random } from './random';
import { resetData } from './reset';
import { seedConversations } from './conversations';
import { ensureWelcomeDiscount, welcomeDiscountPercentage } from '../credits/welcome-discount';

export interface SeedOptions {
  count: number;
  reset: boolean;
  /** same number, same members */
  seed: number;
  batchSize: number;
  avatarsPerGender: number;
  /** where the avatar pool goes (objects/media-stores.ts) */
  media: ObjectStore;
  log?: (line: string) => void;
  now?: Date;
}

export type SeedResult =
  | { skipped: true; members: number }
  | { skipped: false; members: number; demoId: number; timings: Record<string, number> };

/**
 * Demo data: `count` believable members across the seven language countries plus the demo login, and
 * conversations between them in their languages.
 * Runs once: when the demo member exists it does nothing (scripts/start calls it on every start) unless
 * `reset` empties the tables first.
 */
export async function runSeed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      timings[name] = Math.round(performance.now() - start);
    }
  };

  if (options.reset) await timed('reset', () => resetData(db, options.media));
  const existing = await db.selectFrom('members').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (existing) return { skipped: true, members: await countMembers(db) };

  const random = new Random(options.seed);
  for (const { faker } of Object.values(SEED_COUNTRIES)) faker.seed(options.seed);

  const pool = await timed('avatars', () => generateAvatarPool(options.media, options.avatarsPerGender, random));
  log(`avatars: ${options.avatarsPerGender} per gender in ${timings.avatars} ms`);
  const places = await timed('places', async () => {
    const out = new Map<SeedCountry, CountryPlaces>();
    for (const country of Object.keys(SEED_COUNTRIES) as SeedCountry[]) out.set(country, loadPlaces(country));
    return out;
  });
  log(`cities: ${[...places.values()].reduce((n, p) => n + p.places.length, 0)} places in ${timings.places} ms`);

  // Seeded members are fictional: nobody may log in as one. One hash of a random secret serves them all
  // (argon2 for each of 100,000 members would take an hour).
  const passwordHash = await hashPassword(randomToken());
  const shares = Object.fromEntries(Object.entries(SEED_COUNTRIES).map(([c, v]) => [c, v.share])) as Record<
    SeedCountry,
    number
  >;
  const firstSeq = (await countMembers(db)) + 1;
  const before = await db
    .selectFrom('members')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();

  await timed('members', async () => {
    for (let done = 0; done < options.count; done += options.batchSize) {
      const size = Math.min(options.batchSize, options.count - done);
      const people = Array.from({ length: size }, (_, i) => {
        const country = random.weighted(shares);
        return makePerson(firstSeq + done + i, country, places.get(country)!, random, options.avatarsPerGender, now);
      });
      await insertBatch(db, people, pool, passwordHash);
      if ((done / options.batchSize) % 10 === 9 || done + size >= options.count)
        log(`members: ${done + size} / ${options.count}`);
    }
  });

  const demoId = await timed('demo', () => createDemoMember(db, pool, random, now));
  const conversations = await timed('conversations', () => seedConversations(db, random, (before.id ?? 0) + 1, now));
  log(`conversations: ${conversations} in ${timings.conversations} ms`);
  // The reset emptied discounts; the server makes the welcome code at start too, but a seed may run first.
  await ensureWelcomeDiscount(db, welcomeDiscountPercentage());
  // Planner statistics and the visibility map now, not whenever autovacuum gets to it: without statistics
  // search.php's filtered pages are planned as if the tables were empty, and without the visibility map its
  // counts cannot be index-only scans (tens of milliseconds instead of a few at 100,000 members).
  await timed('vacuum', () =>
    sql`vacuum analyze members, images, likes, conversations, conversation_members, messages`.execute(db),
  );
  return { skipped: false, members: await countMembers(db), demoId, timings };
}

async function countMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
