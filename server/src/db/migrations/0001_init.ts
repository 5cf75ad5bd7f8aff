import { sql, type Kysely } from 'kysely';

/**
 * The first schema: members and their images, sessions, likes, conversations with per-member unread
 * counts, messages and saved search filters. Kysely's migrator runs each migration in a transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Stored lower-cased so the unique index is case-insensitive without citext (not in PGlite by default).
    .addColumn('email', 'varchar(254)', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('gender', 'varchar(6)', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`gender in ('', 'male', 'female')`),
    )
    .addColumn('date_of_birth', 'date')
    // varchar rather than char(2): char pads '' to '  ', and "no country" must read back as ''.
    .addColumn('country', 'varchar(2)', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`country ~ '^([A-Z]{2})?$'`),
    )
    .addColumn('countryregion', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('personal', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('en'))
    .addColumn('signup_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('credits', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`credits >= 0`),
    )
    .addColumn('mailprovider', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fictional', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('activated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_signup_step', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('main_image_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('thumb_filename', 'text', (c) => c.notNull())
    .addColumn('sha256', 'char(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('images_member_idx').on('images').column('member_id').execute();
  // Added after images exists: members and images point at each other. Checked at commit, so a member and
  // their main image can be inserted in one transaction in either order (the seed writes both in bulk).
  await db.schema
    .alterTable('members')
    .addForeignKeyConstraint('members_main_image_fk', ['main_image_id'], 'images', ['id'], (c) =>
      c.onDelete('set null').deferrable().initiallyDeferred(),
    )
    .execute();

  // Search filters (spec: gender, country, region, age range). Country leads because every search has one
  // unless 'search all countries' is on; the single-column indexes serve that case.
  await db.schema
    .createIndex('members_search_idx')
    .on('members')
    .columns(['country', 'gender', 'date_of_birth'])
    .execute();
  await db.schema.createIndex('members_region_idx').on('members').columns(['country', 'countryregion']).execute();
  await db.schema.createIndex('members_gender_dob_idx').on('members').columns(['gender', 'date_of_birth']).execute();
  await db.schema.createIndex('members_dob_idx').on('members').column('date_of_birth').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('csrf', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('likes')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('like_new', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('likes_pk', ['member_id', 'profile_id'])
    .addCheckConstraint('likes_not_self', sql`member_id <> profile_id`)
    .execute();
  // 'liked_by' lists and the new-likes badge read likes by the liked profile.
  await db.schema
    .createIndex('likes_profile_idx')
    .on('likes')
    .columns(['profile_id', 'like_new', 'created_at'])
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('num_unread', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`num_unread >= 0`),
    )
    .addColumn('removed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('conversation_members_member_idx')
    .on('conversation_members')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'id']).execute();

  await db.schema
    .createTable('search_preferences')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'search_preferences',
    'messages',
    'conversation_members',
    'conversations',
    'likes',
    'sessions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('members').dropConstraint('members_main_image_fk').execute();
  await db.schema.dropTable('images').execute();
  await db.schema.dropTable('members').execute();
}
