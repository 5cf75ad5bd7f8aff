import { FORM_ERROR } from './form-error';
import type { TFunction } from 'i18next';
import { errorText } from '@dating/i18n';
import type { RuleFailureLike } from './RuleMessage';

/** What a failed call carries (the api-client's ApiError has this shape). */
interface FailedCall {
  body: { error: string; fields?: Record<string, RuleFailureLike> } | null;
}

const refusedFieldsOf = (err: unknown): Record<string, RuleFailureLike> => {
  const body = typeof err === 'object' && err !== null && 'body' in err ? (err as FailedCall).body : null;
  return body?.error === 'validation' ? (body.fields ?? {}) : {};
};

/**
 * A failed submit as react-final-form submission errors: a refused field of this form gets its rule failure
 * under that field (translated there by code); anything else becomes one form-level text in the member's
 * language (errorText never shows the server's English). Without `formFields` every refused field is the form's.
 */
export function submissionErrors(
  t: TFunction,
  err: unknown,
  formFields?: readonly string[],
): Record<string, RuleFailureLike | string> {
  const onFields = Object.entries(refusedFieldsOf(err))
    .filter(([field]) => !formFields || formFields.includes(field))
    .map(([field, { code, params }]) => [field, { code, params }] as const);
  return onFields.length > 0 ? Object.fromEntries(onFields) : { [FORM_ERROR]: errorText(t, err) };
}
