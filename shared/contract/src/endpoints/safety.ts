import { object, optional, size } from 'superstruct';
import { endpoint } from '../endpoint';
import { Ok } from '../entities/misc';
import { Blocks, COMPLAINT_TEXT_MAX, ComplaintKindStruct, ComplaintReasonStruct } from '../entities/safety';
import { Id, Text } from '../primitives';

/** The members the logged-in member blocked, latest first (docs/product.md §7, safety). */
export const getBlocks = endpoint({ method: 'GET', path: '/api/blocks.php', response: Blocks, auth: true });

/** Block a member: from then on neither sees the other anywhere nor can write to them. Idempotent. */
export const postBlocks = endpoint({
  method: 'POST',
  path: '/api/blocks.php',
  body: object({ profile: Id }),
  response: Blocks,
  auth: true,
});

/** Unblock a member the logged-in member blocked; one not blocked changes nothing. */
export const deleteBlocks = endpoint({
  method: 'DELETE',
  path: '/api/blocks.php',
  body: object({ profile: Id }),
  response: Blocks,
  auth: true,
});

/**
 * A report for the moderation queue (/complaints, no login needed). `member`, `photo` and `message` name what is
 * reported; `email` is how support answers a visitor (a member is answered at their account's address).
 * The answer is the same confirmation whatever happens to the report.
 */
export const postComplaints = endpoint({
  method: 'POST',
  path: '/api/complaints.php',
  body: object({
    kind: ComplaintKindStruct,
    reason: ComplaintReasonStruct,
    text: size(Text, 0, COMPLAINT_TEXT_MAX),
    email: optional(size(Text, 0, 254)),
    member: optional(Id),
    photo: optional(Id),
    message: optional(Id),
  }),
  response: Ok,
  auth: false,
});
