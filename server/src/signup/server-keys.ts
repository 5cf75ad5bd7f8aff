import type { Db } from '../db/connect';

/**
 * A value the server makes once and keeps in the database (VAPID keys, HMAC secrets), so every instance
 * behind a load balancer and every restart uses the same one. The first writer wins; others read its value.
 */
export async function serverKey(db: Db, name: string, make: () => string): Promise<string> {
  const existing = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('server_keys')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
