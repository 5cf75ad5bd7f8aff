import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Signups per landing page, landers version and traffic source: which campaign (and canary) brings members. */
export interface SignupSource {
  lander: string;
  landerVersion: string;
  network: string;
  signups: number;
}

/** One signup with where it came from (the tracking data kept at signup, docs/product.md §3). */
export interface RecentSignup {
  memberId: number;
  createdAt: string;
  tracking: Record<string, string>;
}

export const SIGNUP_SOURCE_DAYS = 7;

/** The last week's signups counted by lander, version and network, the biggest sources first. */
export async function signupSources(db: Db, days = SIGNUP_SOURCE_DAYS): Promise<SignupSource[]> {
  const rows = await db
    .selectFrom('members')
    .select([
      sql<string>`coalesce(tracking->>'lander', '')`.as('lander'),
      sql<string>`coalesce(tracking->>'lander_version', '')`.as('lander_version'),
      sql<string>`coalesce(tracking->>'network', '')`.as('network'),
      sql<string>`count(*)`.as('signups'),
    ])
    .where('signup_date', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .groupBy([sql`1`, sql`2`, sql`3`])
    .orderBy(sql`4`, 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    lander: r.lander,
    landerVersion: r.lander_version,
    network: r.network,
    signups: Number(r.signups),
  }));
}

/** The newest signups with their tracking data (ops checks a campaign link end to end with it). */
export async function recentSignups(db: Db, limit = 50): Promise<RecentSignup[]> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'signup_date', 'tracking'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ memberId: r.id, createdAt: new Date(r.signup_date).toISOString(), tracking: r.tracking }));
}
