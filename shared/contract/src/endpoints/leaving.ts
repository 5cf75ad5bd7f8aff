import { enums, nullable, object, optional, size, type Infer } from 'superstruct';
import { endpoint } from '../endpoint';
import { DiscountCode } from '../entities/credits';
import { Ok } from '../entities/misc';
import { Id, intBetween, QueryId, Text } from '../primitives';

/**
 * Leaving the site (GDPR articles 15, 17 and 20): the offer made before deleting an account, the deletion
 * itself, and "download my data".
 */

/**
 * The offer shown before the password is asked (settings delete_discount, docs/product.md §3): asking grants the
 * member the 'delete' discount, which /credits then applies. Null when the site makes no such offer (0 %).
 */
export const postDeleteOffer = endpoint({
  method: 'POST',
  path: '/api/delete_account.php',
  fixedQuery: { offer: '1' },
  body: object({}),
  response: object({ discountcode: nullable(DiscountCode) }),
  auth: true,
});

/** Deletes the member's account for good; the password confirms it. The answer ends the session. */
export const postDeleteAccount = endpoint({
  method: 'POST',
  path: '/api/delete_account.php',
  body: object({ password: size(Text, 1, 1024) }),
  response: Ok,
  auth: true,
});

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;

/** One "download my data" job as its owner sees it. */
export const DataExport = object({
  id: Id,
  status: enums(DATA_EXPORT_STATUSES),
  /** percent done */
  progress: intBetween(0, 100),
  /** ISO 8601 */
  created_at: Text,
  /** ISO 8601; when ready: the download works until then */
  expires_at: nullable(Text),
  /** when ready: the zip's size */
  size_bytes: nullable(intBetween(0, Number.MAX_SAFE_INTEGER)),
  /** ISO 8601: when the member may start the next export */
  next_allowed_at: nullable(Text),
});
export type DataExport = Infer<typeof DataExport>;

/** The member's latest export (null: none yet, or the last one expired). */
export const getDataExport = endpoint({
  method: 'GET',
  path: '/api/data_export.php',
  response: object({ export: nullable(DataExport) }),
  auth: true,
});

/** Starts preparing the member's data in the background; one at a time, and one a day. */
export const postDataExport = endpoint({
  method: 'POST',
  path: '/api/data_export.php',
  body: object({}),
  response: object({ export: DataExport }),
  auth: true,
});

/**
 * The finished zip (data.json and the original photos), for its owner only. Not a JSON call: the page links to
 * it and the browser downloads the file; `response` describes only the error answers' shape for the contract.
 */
export const getDataExportFile = endpoint({
  method: 'GET',
  path: '/api/data_export.php',
  fixedQuery: { download: '1' },
  query: object({ id: QueryId }),
  response: object({ file: optional(Text) }),
  auth: true,
});

/** The link a page puts in its download button. */
export const dataExportFileUrl = (id: number): string => `/api/data_export.php?download=1&id=${id}`;
