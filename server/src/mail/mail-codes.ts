import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import type { MailCodesTable } from '../db/schema';
import { sha256Hex } from '../auth/tokens';
import type { Mailer } from './mailer';
import type { RenderedMail } from './mail-html';

/** What a mailed code confirms; each kind is only ever redeemed as itself. */
export type MailCodeKind = MailCodesTable['kind'];

const HOUR_MS = 3_600_000;

/**
 * How long a mailed link works: activation 7 days, password reset 1 hour, a mail change 1 day, and the
 * "this was not me" link of a mail change 7 days (the owner may read the old mailbox rarely).
 */
export const MAIL_CODE_TTL_MS: Record<MailCodeKind, number> = {
  activation: 7 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
  mail_change: 24 * HOUR_MS,
  /** the "this was not me" link of the notice to the old address (docs/product.md §2, #email-change-incorrect) */
  mail_change_undo: 7 * 24 * HOUR_MS,
};

/** Codes in links are 43 characters; anything far off is not ours and costs no database lookup. */
export const looksLikeMailCode = (code: string | undefined): code is string =>
  code !== undefined && code.length >= 20 && code.length <= 200;

export interface CodeMail {
  kind: MailCodeKind;
  memberId: number;
  to: string;
  /** app.mailLinkBase(request): PUBLIC_URL or an allowlisted origin, never the request's own Host */
  linkBase: string;
  /** the page the link opens, e.g. /activate; the code goes in its `code` parameter */
  path: string;
  /** a fragment the page reads after the code, e.g. 'email-change-incorrect' (docs/product.md §2) */
  hash?: string;
  /** what a mail change confirms, e.g. the new address; handed back by redeemMailCode */
  detail?: string;
  render(link: string): RenderedMail;
}

/**
 * Mails a link carrying a fresh single-use code. The table keeps only the code's sha256, so a leaked table
 * cannot be replayed as links; the row is written before the mail, so no mail carries a code the database
 * does not know. A new code retires the member's earlier unused codes of the same kind: only the newest
 * mail's link works.
 */
export async function sendCodeMail(db: Db, mailer: Mailer, m: CodeMail, now = new Date()): Promise<void> {
  const code = randomBytes(32).toString('base64url');
  const codeHash = sha256Hex(code);
  const link = `${m.linkBase.replace(/\/+$/, '')}${m.path}?code=${code}${m.hash ? `#${m.hash}` : ''}`;
  await retireOpenCodes(db, m.memberId, m.kind, now);
  await db
    .insertInto('mail_codes')
    .values({
      code_hash: codeHash,
      kind: m.kind,
      member_id: m.memberId,
      detail: m.detail ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + MAIL_CODE_TTL_MS[m.kind]),
    })
    .execute();
  const outboxId = await mailer.send(m.to, m.render(link));
  await db.updateTable('mail_codes').set({ outbox_id: outboxId }).where('code_hash', '=', codeHash).execute();
}

/** Ends the member's unused, unexpired codes of this kind: the links already mailed stop working. */
export async function retireOpenCodes(db: Db, memberId: number, kind: MailCodeKind, now = new Date()): Promise<void> {
  await db
    .updateTable('mail_codes')
    .set({ expires_at: now })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

export interface RedeemedCode {
  memberId: number;
  detail: string | null;
}

/**
 * Uses a code up: one statement marks it used only if it is of this kind, unused and unexpired, so two
 * clicks at once cannot both succeed. Null for an unknown, used, expired or other-kind code.
 */
export async function redeemMailCode(
  db: Db,
  kind: MailCodeKind,
  code: string,
  now = new Date(),
): Promise<RedeemedCode | null> {
  const row = await db
    .updateTable('mail_codes')
    .set({ used_at: now })
    .where('code_hash', '=', sha256Hex(code))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id', 'detail'])
    .executeTakeFirst();
  return row ? { memberId: row.member_id, detail: row.detail } : null;
}

/** Whether the newest mail of this kind to the member has been handed to the transport; undefined: none sent. */
export async function latestCodeMailDelivered(db: Db, kind: MailCodeKind, memberId: number) {
  const latest = await db
    .selectFrom('mail_codes')
    .leftJoin('outbox', 'outbox.id', 'mail_codes.outbox_id')
    .select('outbox.delivered')
    .where('mail_codes.member_id', '=', memberId)
    .where('mail_codes.kind', '=', kind)
    .orderBy('mail_codes.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest ? latest.delivered !== null : undefined;
}
