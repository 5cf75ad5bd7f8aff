import { FORM_ERROR } from './form-error';
import type { TFunction } from 'i18next';
import { errorText } from '@dating/i18n';
import type { RuleFailureLike } from './RuleMessage';

/** What a failed call carries (the api-client's ApiError has this shape). */
interface FailedCall {
  body: { error: string; fields?: Record<string, RuleFailureLike> } | null;
}

const bodyOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'body' in err ? (err as FailedCall).body : null;

/**
 * A failed submit as react-final-form submission errors, the one mapping every form uses:
 * - a refusal whose code `codeFields` ties to a field (a wrong password) goes under that field, in the member's
 *   language;
 * - the fields of this form a refusal names (a rule a value broke, a taken address) go under each, translated there
 *   by code; without `formFields` every named field is the form's;
 * - anything else becomes one form-level text in the member's language (errorText never shows the server's English).
 */
export function submissionErrors(
  t: TFunction,
  err: unknown,
  formFields?: readonly string[],
  codeFields: Readonly<Record<string, string>> = {},
): Record<string, RuleFailureLike | string> {
  const body = bodyOf(err);
  const codeField = body && Object.hasOwn(codeFields, body.error) ? codeFields[body.error] : undefined;
  if (codeField) return { [codeField]: errorText(t, err) };
  const onFields = Object.entries(body?.fields ?? {})
    .filter(([field]) => !formFields || formFields.includes(field))
    .map(([field, { code, params }]) => [field, { code, params }] as const);
  return onFields.length > 0 ? Object.fromEntries(onFields) : { [FORM_ERROR]: errorText(t, err) };
}
