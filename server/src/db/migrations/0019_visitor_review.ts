import { sql, type Kysely } from 'kysely';

/**
 * What visitors may see (docs/product.md §6, issue 27 point 12; members/visibility.ts isShownToVisitors): a photo
 * shows to visitors only once ops approved it, and a member may choose not to be shown to visitors at all.
 *
 * - images.review: 'pending' for every new upload, 'approved' or 'rejected' by ops (a rejected photo is removed,
 *   so the state rarely stays). Photos already stored are backfilled 'pending' too: nobody has looked at them,
 *   and shown unreviewed to visitors is what the issue is about; the seed writes its demo photos 'approved'.
 * - members.shown_to_visitors: the member's opt-out, shown unless they turn it off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table images add column review text not null default 'pending'
      check (review in ('pending', 'approved', 'rejected'))`.execute(db);
  // the ops queue reads the pending photos oldest first
  await sql`create index images_review_pending on images (id) where review = 'pending'`.execute(db);
  await sql`alter table members add column shown_to_visitors boolean not null default true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table members drop column shown_to_visitors`.execute(db);
  await sql`drop index images_review_pending`.execute(db);
  await sql`alter table images drop column review`.execute(db);
}
