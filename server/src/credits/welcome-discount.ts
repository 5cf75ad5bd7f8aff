import { wholePercentage } from '../config';
import type { Db } from '../db/connect';
import type { DiscountRow } from './discounts';

/**
 * The welcome code (docs/product.md §3): one code every member may use once, at a percentage the operator sets.
 * Visitors are shown it as the offer waiting for them.
 */
export const WELCOME_CODE = 'WELCOME';

/** WELCOME_DISCOUNT: the welcome code's percentage (default 20). */
export const welcomeDiscountPercentage = (env: NodeJS.ProcessEnv = process.env): number =>
  wholePercentage(env, 'WELCOME_DISCOUNT', 20);

/** The welcome code exists with the configured percentage (every start and every seed; both may run first). */
export async function ensureWelcomeDiscount(db: Db, percentage: number): Promise<void> {
  await db
    .insertInto('discounts')
    .values({ code: WELCOME_CODE, kind: 'welcome', percentage, member_id: null, expires_at: null })
    .onConflict((oc) => oc.column('code').doUpdateSet({ percentage, kind: 'welcome' }))
    .execute();
}

/** The welcome offer shown to visitors (who have used nothing yet). */
export async function welcomeDiscount(db: Db): Promise<DiscountRow | null> {
  const row = await db
    .selectFrom('discounts')
    .selectAll()
    .where('kind', '=', 'welcome')
    .where('member_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
