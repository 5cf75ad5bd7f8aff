import { sql, type Kysely } from 'kysely';

/**
 * The notification mails (the /notifications page): each member's mail switches, and when a mail of each kind
 * last went out, so a member gets at most one per hour per kind. No row in notification_settings means the
 * defaults (message and like mails on, news off). The outbox keeps a mail's extra headers (List-Unsubscribe of
 * RFC 8058), so what was sent can be read back at /_dev/mail and in tests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('new_message', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('new_like', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('news', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('notification_mail_sends')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_mail_sends_pk', ['member_id', 'kind'])
    .execute();
  await db.schema.alterTable('outbox').addColumn('headers', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  await db.schema.dropTable('notification_mail_sends').execute();
  await db.schema.dropTable('notification_settings').execute();
}
