import { sql, type Kysely } from 'kysely';

/**
 * Hardening (issue 10): activation_codes becomes mail_codes, one table for every link a mail carries
 * (activation, password reset, mail change), told apart by kind so a code is only ever redeemed as what it
 * was mailed for. Activation links now expire 7 days after they were mailed instead of 14; codes already
 * out are cut back to that too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activation_codes').renameTo('mail_codes').execute();
  await db.schema
    .alterTable('mail_codes')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull().defaultTo('activation'))
    // what the code confirms beyond the member, e.g. the new address of a mail change
    .addColumn('detail', 'text')
    .execute();
  // The rows there were activation codes; from now on whoever mails a code names its kind.
  await db.schema
    .alterTable('mail_codes')
    .alterColumn('kind', (c) => c.dropDefault())
    .execute();
  await sql`update mail_codes set expires_at = least(expires_at, created_at + interval '7 days')`.execute(db);
  await db.schema.dropIndex('activation_codes_member_idx').execute();
  await db.schema
    .createIndex('mail_codes_member_kind_idx')
    .on('mail_codes')
    .columns(['member_id', 'kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to activation_codes: the activation rows keep their (7-day) expiry; other kinds have no table there.
  await sql`delete from mail_codes where kind <> 'activation'`.execute(db);
  await db.schema.dropIndex('mail_codes_member_kind_idx').execute();
  await db.schema.alterTable('mail_codes').dropColumn('kind').dropColumn('detail').execute();
  await db.schema.alterTable('mail_codes').renameTo('activation_codes').execute();
  await db.schema
    .createIndex('activation_codes_member_idx')
    .on('activation_codes')
    .columns(['member_id', 'created_at'])
    .execute();
}
