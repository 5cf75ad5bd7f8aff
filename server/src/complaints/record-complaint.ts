import type { Db } from '../db/connect';
import type { ComplaintsTable } from '../db/schema';
import { languageOfMember } from '../members/language-of-member';
import type { ReportTarget } from './report-target';

export interface Complaint {
  kind: ComplaintsTable['kind'];
  reason: string;
  text: string;
  /** the reporting member; null for a visitor, who leaves an address instead */
  reporterId: number | null;
  email: string | null;
  target: ReportTarget;
}

/** Puts a checked report into the moderation queue (ops/moderation.ts), with the reporting member's language. */
export async function recordComplaint(db: Db, complaint: Complaint): Promise<void> {
  const language = complaint.reporterId === null ? '' : ((await languageOfMember(db, complaint.reporterId)) ?? '');
  await db
    .insertInto('complaints')
    .values({
      kind: complaint.kind,
      reason: complaint.reason,
      text: complaint.text,
      email: complaint.email,
      reporter_id: complaint.reporterId,
      member_id: complaint.target.memberId,
      image_id: complaint.target.imageId,
      message_id: complaint.target.messageId,
      language,
    })
    .execute();
}
