import { COMMON_MESSAGES } from '@dating/i18n/src/all-common-messages';
import { ERROR_CODES } from '../../src/http/error-codes';

interface ErrorBody {
  error: string;
  fields?: Record<string, { code: string }>;
}

/**
 * The browser shows `common:errors.<error>` or `common:validation.<field code>` for an error answer, never its
 * English message: both must have a text in every language, else a Dutch page falls back to English.
 */
export function expectTranslated(body: ErrorBody): void {
  expect(ERROR_CODES).toContain(body.error);
  for (const [lng, messages] of Object.entries(COMMON_MESSAGES)) {
    const errors: Record<string, string> = messages.errors;
    const validation: Record<string, string> = messages.validation;
    expect([lng, body.error, typeof errors[body.error]]).toEqual([lng, body.error, 'string']);
    for (const [field, { code }] of Object.entries(body.fields ?? {})) {
      expect([lng, field, code, typeof validation[code]]).toEqual([lng, field, code, 'string']);
    }
  }
}
