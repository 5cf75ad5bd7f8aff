import { sql, type Kysely } from 'kysely';

/**
 * Safety (docs/product.md §2, §7): blocking, reports and suspension.
 * - blocks: one row per member who blocked another; either direction hides the two from each other.
 * - members.suspended_at / suspended_reason: ops suspended the account; it cannot log in and shows nowhere.
 * - complaints: the moderation queue of /complaints. What a report names (member, photo, message) is a
 *   reference that goes null when the thing is gone (a hidden photo, a deleted account), so the report and
 *   its outcome stay. closed_at/closed_by/outcome record which ops action closed it, and when.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blocks_pk', ['member_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_id').on('blocks').columns(['blocked_id', 'member_id']).execute();

  await db.schema.alterTable('members').addColumn('suspended_at', 'timestamptz').execute();
  await db.schema.alterTable('members').addColumn('suspended_reason', 'text').execute();

  await db.schema
    .createTable('complaints')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)')
    .addColumn('reporter_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('message_id', 'integer', (c) => c.references('messages.id').onDelete('set null'))
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'text')
    .addColumn('outcome', 'varchar(16)')
    .execute();
  await sql`create index complaints_open on complaints (id desc) where closed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('complaints').execute();
  await db.schema.alterTable('members').dropColumn('suspended_reason').execute();
  await db.schema.alterTable('members').dropColumn('suspended_at').execute();
  await db.schema.dropTable('blocks').execute();
}
