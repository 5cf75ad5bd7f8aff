import { sql, type Kysely } from 'kysely';

/**
 * Signup (issue 4): what the signup form tells about where a member came from, a deleted flag (a deleted
 * address cannot sign up again), activation codes, the mail outbox, web push subscriptions and the server's
 * own generated keys (VAPID, the email-check HMAC secret).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('trafficsource', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('referrer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('form_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('referring_profile_id', 'integer')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('activation_codes')
    // sha256 of the code in the link: a leaked table cannot activate (or log in) anyone.
    .addColumn('code_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('outbox_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('activation_codes_member_idx')
    .on('activation_codes')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // when the mail was handed to SMTP (or, without SMTP, kept here for the dev page); null while pending
    .addColumn('delivered', 'timestamptz')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('expiration_time', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_member_idx').on('push_subscriptions').column('member_id').execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['server_keys', 'push_subscriptions', 'outbox', 'activation_codes'])
    await db.schema.dropTable(table).execute();
  for (const column of [
    'user_agent',
    'referring_profile_id',
    'form_path',
    'timezone',
    'referrer',
    'tracking',
    'trafficsource',
    'deleted',
  ]) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
}
