import { sql, type Kysely } from 'kysely';

/**
 * The sandbox payment provider's own books (docs/architecture.md, Money): it plays a provider on this server, so like a
 * provider it keeps the payments it was asked to take, and the webhooks it still owes the site. Both in the
 * database, so a buyer on its payment page and a webhook waiting for its next attempt survive a restart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_payments')
    // the provider's id of the payment (orders.provider_ref) and the token in its page's URL
    .addColumn('token', 'char(32)', (c) => c.primaryKey())
    .addColumn('order_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    // null until the person on the payment page picks one
    .addColumn('outcome', 'varchar(16)', (c) => c.check(sql`outcome in ('paid', 'failed', 'cancelled', 'expired')`))
    .addColumn('bank', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('sandbox_webhooks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_token', 'char(32)', (c) => c.notNull().references('sandbox_payments.token').onDelete('cascade'))
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    // the exact JSON sent, so every attempt (and a deliberate second delivery) carries the same event
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    // the last attempt's HTTP status or network error; set with gave_up_at when the attempts ran out
    .addColumn('last_error', 'text')
    .addColumn('gave_up_at', 'timestamptz')
    .execute();
  await sql`create index sandbox_webhooks_due on sandbox_webhooks (next_attempt_at, id)
    where delivered_at is null and gave_up_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_webhooks').execute();
  await db.schema.dropTable('sandbox_payments').execute();
}
