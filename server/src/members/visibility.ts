import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

/**
 * Who may see whom: the one place that decides it, for search, likes, chats, profiles, chat starts, sends and
 * teasers (docs/product.md §7, safety). A member shows to nobody once their account is deleted or suspended, and
 * two members who blocked each other (either way round) show to neither. Another reason a member must vanish
 * (a new account state) goes into `isShownMember` and every list follows.
 *
 * Visitors (logged out) see less (docs/product.md §6, issue 27): only a complete profile whose photo ops approved,
 * of a member who did not opt out (`isShownToVisitors`). Teasers, the pages' heads for bots, the logged-out search
 * and profiles a visitor opens all take it, through `visibleTo(eb, null)` or directly.
 */

type WithMembers = ExpressionBuilder<Database, 'members'>;

/** The member row is an account others may see: not deleted, not suspended. */
export function isShownMember(eb: WithMembers): Expression<SqlBool> {
  return eb.and([eb('members.deleted', '=', false), eb('members.suspended_at', 'is', null)]);
}

/**
 * The member in `members.id` may be shown to a visitor: shown at all, a complete profile (a name, a birth date, a
 * city or region) with a main photo ops approved, and not opted out (members.shown_to_visitors).
 */
export function isShownToVisitors(eb: WithMembers): Expression<SqlBool> {
  return eb.and([
    isShownMember(eb),
    eb('members.shown_to_visitors', '=', true),
    eb('members.name', '<>', ''),
    eb('members.date_of_birth', 'is not', null),
    eb.or([eb('members.city', '<>', ''), eb('members.countryregion', '<>', '')]),
    eb.exists(
      eb
        .selectFrom('images as reviewed')
        .select(sql`1`.as('one'))
        .whereRef('reviewed.id', '=', 'members.main_image_id')
        .where('reviewed.review', '=', 'approved'),
    ),
  ]);
}

/** No block between `viewerId` and the member in `members.id`, in either direction. */
export function notBlockedWith(eb: WithMembers, viewerId: number): Expression<SqlBool> {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('blocks')
        .select(sql`1`.as('one'))
        .where((b) =>
          b.or([
            b.and([b('blocks.member_id', '=', viewerId), b('blocks.blocked_id', '=', b.ref('members.id'))]),
            b.and([b('blocks.member_id', '=', b.ref('members.id')), b('blocks.blocked_id', '=', viewerId)]),
          ]),
        ),
    ),
  );
}

/**
 * The member in `members.id` may be shown to the viewer: to a member unless a block stands between them; to a
 * visitor (null, whom no block concerns) as isShownToVisitors says.
 */
export function visibleTo(eb: WithMembers, viewerId: number | null): Expression<SqlBool> {
  return viewerId === null ? isShownToVisitors(eb) : eb.and([isShownMember(eb), notBlockedWith(eb, viewerId)]);
}

/** Whether one member may be shown to (and written to, liked, chatted with by) the viewer. */
export async function isVisibleTo(
  db: Db | Transaction<Database>,
  viewerId: number | null,
  memberId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('members.id')
    .where('members.id', '=', memberId)
    .where((eb) => visibleTo(eb, viewerId))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether either of the two members blocked the other. */
export async function blockedBetween(db: Db | Transaction<Database>, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('member_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('member_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('member_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
