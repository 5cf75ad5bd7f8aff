import { sql, type Kysely } from 'kysely';

/**
 * A discount code may be for some packages only (docs/product.md §3: "not for this package" is one of the reasons a
 * code is refused): `package_ids` lists them, null is every package, as every code made before was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('discounts')
    .addColumn('package_ids', sql`integer[]`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('discounts').dropColumn('package_ids').execute();
}
