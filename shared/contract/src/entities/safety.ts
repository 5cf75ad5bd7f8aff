import { array, enums, nullable, object, type Infer } from 'superstruct';
import { Id, Text } from '../primitives';

/** A member someone blocked, as their own list on /profile shows it: enough to recognise and unblock them. */
export const BlockedMember = object({
  id: Id,
  name: Text,
  main_image: nullable(object({ thumb_filename: Text })),
  /** ISO time of the block */
  blocked_at: Text,
});
export type BlockedMember = Infer<typeof BlockedMember>;

export const Blocks = object({ blocked: array(BlockedMember) });
export type Blocks = Infer<typeof Blocks>;

/** What a report on /complaints is about (docs/product.md §2). */
export const COMPLAINT_KINDS = ['member', 'photo', 'message', 'billing'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

/** The reasons offered for each kind; 'other' is always last so the free text explains it. */
export const COMPLAINT_REASONS = {
  member: ['fake_profile', 'harassment', 'scam', 'underage', 'inappropriate', 'other'],
  photo: ['nudity', 'not_the_person', 'offensive', 'copyright', 'other'],
  message: ['harassment', 'spam', 'scam', 'offensive', 'other'],
  billing: ['unknown_charge', 'credits_missing', 'refund', 'other'],
} as const satisfies Record<ComplaintKind, readonly string[]>;

export const ALL_COMPLAINT_REASONS = [...new Set(Object.values(COMPLAINT_REASONS).flat())] as string[];
export type ComplaintReason = (typeof COMPLAINT_REASONS)[ComplaintKind][number];

/** The longest free text of a report; enough for a story, not for a pasted chat history. */
export const COMPLAINT_TEXT_MAX = 2000;

export const ComplaintKindStruct = enums(COMPLAINT_KINDS);
export const ComplaintReasonStruct = enums(ALL_COMPLAINT_REASONS);
