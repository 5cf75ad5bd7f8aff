import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { hashPassword } from '../auth/password';
import type { AvatarPool } from './avatars';
import type { Random } from './random';
import { insertConversations } from './conversations';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo1234';

const DAY_MS = 86_400_000;
const DEMO_CREDITS = 25;
const MINUTE_MS = 60_000;

/** Short exchanges for the demo member's chats, oldest first; `them` lines are from the other member. */
const CHATS: { from: 'them' | 'demo'; text: string }[][] = [
  [
    { from: 'them', text: 'Hi Sam! I saw you like hiking too. Any favourite trails around Amsterdam?' },
    { from: 'demo', text: 'Hi! The dunes near Bloemendaal are lovely, especially early in the morning.' },
    { from: 'them', text: 'That sounds perfect. I have never been there!' },
    { from: 'them', text: 'Maybe you could show me sometime? 😊' },
  ],
  [
    { from: 'demo', text: 'Hello! Your profile made me smile, what is the best concert you have been to?' },
    { from: 'them', text: 'Haha thank you! Probably Florence + the Machine in the Ziggo Dome. Yours?' },
  ],
  [
    { from: 'them', text: 'Goedemorgen! How was your weekend?' },
    { from: 'demo', text: 'Very relaxed, I baked bread for the first time. How about yours?' },
    { from: 'them', text: 'Busy but good. Bread, impressive! Did it work out?' },
    { from: 'demo', text: 'More or less, it was edible at least 😄' },
  ],
  // A first message he has not answered: its links stay plain text until he writes back.
  [{ from: 'them', text: 'Hi Sam, I loved your baking story! My sourdough tips: www.example.com/sourdough 🍞' }],
];

/**
 * The demo login (demo@example.com / demo1234): a complete profile, a few received likes of which some are
 * new, and conversations (three of four with unread messages), so the top bar's badges show something from
 * the first visit.
 */
export async function createDemoMember(db: Db, pool: AvatarPool, random: Random, now = new Date()): Promise<number> {
  const avatar = pool.male[0]!;
  const demoId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('members')
      .values({
        email: DEMO_EMAIL,
        password_hash: await hashPassword(DEMO_PASSWORD),
        name: 'Sam',
        gender: 'male',
        date_of_birth: '1991-06-14',
        country: 'NL',
        countryregion: 'NH',
        city: 'Amsterdam',
        latitude: 52.37403,
        longitude: 4.88969,
        personal:
          'Easy-going engineer who loves the dunes, live music and baking (with mixed results). ' +
          'Looking for someone to explore the city with.',
        details: JSON.stringify({
          looking_for: 'female',
          relationship_goal: 'long_term',
          relationship_status: 'single',
          height: '180_189',
          smoking: 'never',
          drinking: 'socially',
          children: 'none',
          education: 'master',
        }),
        language: 'en',
        signup_date: new Date(now.getTime() - 40 * DAY_MS),
        credits: DEMO_CREDITS,
        mailprovider: 2,
        activated: true,
        last_signup_step: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const image = await trx
      .insertInto('images')
      .values({
        member_id: id,
        filename: avatar.filename,
        thumb_filename: avatar.thumb_filename,
        sha256: avatar.sha256,
        renditions: avatar.renditions,
        // the demo photos are the site's own: approved, so visitors see the demo members (docs/product.md §6)
        review: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('members').set({ main_image_id: image.id }).where('id', '=', id).execute();
    // His credits came as a bonus, written to the ledger like any (the balance is the ledger's sum). No time
    // bonus and the welcome code unused: a test buys with the welcome discount as him.
    await trx
      .insertInto('credit_ledger')
      .values({
        member_id: id,
        kind: 'bonus',
        credits: DEMO_CREDITS,
        created_at: new Date(now.getTime() - 40 * DAY_MS),
      })
      .execute();
    return id;
  });

  // Women near the demo member first (he looks for women in NL); anyone if the seed was small.
  const candidates = (
    await db
      .selectFrom('members')
      .select('id')
      .where('id', '<>', demoId)
      .orderBy(sql`(gender = 'female' and country = 'NL')`, 'desc')
      .orderBy(sql`(gender = 'female')`, 'desc')
      .orderBy('id')
      .limit(40)
      .execute()
  ).map((m) => m.id);
  const take = (n: number) => candidates.splice(0, Math.min(n, candidates.length));

  const likers = take(5);
  if (likers.length > 0) {
    await db
      .insertInto('likes')
      .values(
        likers.map((id, i) => ({
          member_id: id,
          profile_id: demoId,
          like_new: i < 3,
          created_at: new Date(now.getTime() - (i + 1) * 7 * 3_600_000),
        })),
      )
      .execute();
  }
  // Two of the likes returned (mutual), two to members who have not answered.
  const liked = [...likers.slice(3), ...take(2)];
  if (liked.length > 0) {
    await db
      .insertInto('likes')
      .values(
        liked.map((id, i) => ({
          member_id: demoId,
          profile_id: id,
          like_new: random.chance(0.5),
          created_at: new Date(now.getTime() - (i + 2) * DAY_MS),
        })),
      )
      .execute();
  }

  const partners = take(CHATS.length);
  // His partners read everything he wrote; his unread ones are their messages after his last reply.
  await insertConversations(
    db,
    partners.map((partner, i) => {
      const lines = CHATS[i]!;
      const lastAt = now.getTime() - i * 5 * 3_600_000;
      return {
        members: [demoId, partner],
        lines: lines.map((line, j) => ({
          senderId: line.from === 'them' ? partner : demoId,
          text: line.text,
          sentAt: new Date(lastAt - (lines.length - 1 - j) * 17 * MINUTE_MS),
        })),
        readAll: [partner],
      };
    }),
  );
  return demoId;
}
