import { RULE_MESSAGES, type RuleCode } from '@dating/contract';

/**
 * Every `error` code a 4xx of the API can carry. The browser never shows the English `message`: it shows
 * `common:errors.<code>` (shared/i18n errorText), so each code here needs that text in every language, which
 * shared/i18n/test/locales.test.ts checks against this list. ApiError takes only these codes.
 */
export const ERROR_CODES = [
  'validation',
  'bad_request',
  'invalid_media_type',
  'body_too_large',
  'csrf',
  'not_logged_in',
  'session_expired',
  'not_found',
  'rate_limited',
  'invalid_credentials',
  'signups_closed',
  'email_exists',
  'email_deleted',
  'logged_out_search',
  'like_self',
  'chat_self',
  'not_multipart',
  'no_file',
  'too_many_files',
  'file_too_large',
  'image_too_many_pixels',
  'invalid_image',
  'photo_limit_reached',
  'busy',
  'storage_unavailable',
  'no_place_near',
  'resell_not_available',
  'no_partner',
  'discount_unknown',
  'discount_used',
  'discount_expired',
  'discount_not_for_package',
  'no_paid_order',
  'credits_too_few',
  'messages_too_fast',
  'code_invalid',
  'wrong_password',
  'block_self',
  'account_suspended',
  'delete_wrong_password',
  'export_running',
  'export_too_soon',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every code a refused field can carry (`common:validation.<code>` in the browser): the shared rules' codes. */
export const FIELD_CODES = Object.keys(RULE_MESSAGES) as RuleCode[];
