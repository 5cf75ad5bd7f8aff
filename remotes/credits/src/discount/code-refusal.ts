import type { TFunction } from 'i18next';
import { ApiError } from '@dating/api-client';
import { errorText } from '@dating/i18n';

/**
 * Why the code the member named was not taken, in their language (docs/product.md §8): unknown, expired, used or not
 * for this package in the server's words for each (`common:errors.discount_*`); too many codes named in a while
 * (docs/product.md §9) in words of its own, since the generic text of a 429 does not say what was tried too often.
 */
export function codeRefusalText(t: TFunction, refusal: unknown): string {
  if (refusal instanceof ApiError && refusal.code === 'rate_limited') return t('code.tooMany');
  return errorText(t, refusal);
}
