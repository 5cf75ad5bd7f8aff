import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { DEFAULTS_COLUMNS, type DefaultsSource, type SavedFilters } from './preferences';

/** What of the member who searches their search depends on: the part the search cache applies per viewer. */
export interface SearchViewer {
  id: number;
  /** their saved filters, which an automatic search starts from */
  saved: SavedFilters | null;
  /** what their default filters come from, when nothing is saved */
  profile: DefaultsSource;
  /** the members they never find: themselves, and everyone a block stands between (members/visibility.ts) */
  hidden: ReadonlySet<number>;
  /** the members they liked (a card's did_like_profile) */
  liked: ReadonlySet<number>;
}

/** The viewer in one statement. The blocks either way are visibility.ts notBlockedWith's, listed. */
export async function loadSearchViewer(db: Db, memberId: number): Promise<SearchViewer> {
  const row = await db
    .selectFrom('members')
    .select(DEFAULTS_COLUMNS)
    .select((eb) => [
      eb.selectFrom('search_preferences').select('filters').whereRef('member_id', '=', 'members.id').as('saved'),
      sql<number[]>`array(select blocked_id from blocks where member_id = members.id
        union select member_id from blocks where blocked_id = members.id)`.as('blocked'),
      sql<number[]>`array(select profile_id from likes where member_id = members.id)`.as('liked'),
    ])
    .where('members.id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    id: memberId,
    saved: row.saved ?? null,
    profile: { gender: row.gender, country: row.country, date_of_birth: row.date_of_birth, details: row.details },
    hidden: new Set([memberId, ...row.blocked.map(Number)]),
    liked: new Set(row.liked.map(Number)),
  };
}
