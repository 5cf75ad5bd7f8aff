import type { Db } from '../../src/db/connect';

/**
 * The newest link to `path` in a mail to `to`, as the mail's plain-text part has it. Waits a little: the
 * reset mail is sent after the answer. Null when no such mail came within `waitMs`.
 */
export async function mailedLink(db: Db, to: string, path: string, waitMs = 3000): Promise<string | null> {
  const pattern = new RegExp(`https?://[^\\s"<]+${path.replace(/\//g, '\\/')}\\?code=[A-Za-z0-9_-]+(#[\\w-]+)?`);
  const until = Date.now() + waitMs;
  for (;;) {
    const mails = await db.selectFrom('outbox').select('text').where('to', '=', to).orderBy('id', 'desc').execute();
    for (const mail of mails) {
      const m = pattern.exec(mail.text);
      if (m) return m[0];
    }
    if (Date.now() > until) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The code parameter of a mailed link. */
export const codeOf = (link: string) => new URL(link).searchParams.get('code')!;

/** Moves a member's codes of one kind an `ms` further into the past (their expiry included): the clock moved on. */
export async function ageCodes(db: Db, memberId: number, kind: string, ms: number): Promise<void> {
  const rows = await db
    .selectFrom('mail_codes')
    .select(['code_hash', 'created_at', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind as never)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('mail_codes')
      .set({
        created_at: new Date(new Date(row.created_at).getTime() - ms),
        expires_at: new Date(new Date(row.expires_at).getTime() - ms),
      })
      .where('code_hash', '=', row.code_hash)
      .execute();
  }
}
