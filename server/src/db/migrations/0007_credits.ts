import { sql, type Kysely } from 'kysely';

/**
 * Credits and payments (docs/product.md §2, §3; docs/architecture.md, Money). members.credits stays the balance, kept
 * beside the append-only ledger in the same transaction and never negative (its CHECK from 0001). Money is integer
 * minor units with its ISO code. Each unique index below is an idempotency rule the code relies on:
 * an order is credited once and refunded once, a provider event is applied once, a member uses a discount once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('welcome', 'time_bonus', 'code', 'delete')`),
    )
    .addColumn('percentage', 'integer', (c) => c.notNull().check(sql`percentage between 1 and 100`))
    // null: any member may use it (once); otherwise only this member
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('discounts_member').on('discounts').columns(['member_id', 'kind']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token', 'char(32)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits > 0`))
    .addColumn('list_amount', 'integer', (c) => c.notNull().check(sql`list_amount >= 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0 and amount <= list_amount`))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('country', 'char(2)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('discount_id', 'integer', (c) => c.references('discounts.id'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(255)')
    .addColumn('status', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded')`),
    )
    // why ops must look at it (a webhook whose amount or currency differs from the order); nothing was credited
    .addColumn('flagged', 'text')
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('orders_member').on('orders').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('orders_recent').on('orders').column('created_at').execute();

  await db.schema
    .createTable('discount_uses')
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discounts.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('discount_uses_pk', ['discount_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('purchase', 'message', 'refund', 'bonus', 'reset')`),
    )
    .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits <> 0`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    // a retry of the same write (a message's client id) finds the first one instead of spending twice
    .addColumn('idempotency_key', 'varchar(128)', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('credit_ledger_member').on('credit_ledger').columns(['member_id', 'id']).execute();
  await sql`create unique index credit_ledger_order_once on credit_ledger (order_id, kind)
    where order_id is not null`.execute(db);

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_events', 'credit_ledger', 'discount_uses', 'orders', 'discounts'])
    await db.schema.dropTable(table).execute();
}
