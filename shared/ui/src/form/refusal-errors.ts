import type { TFunction } from 'i18next';
import { errorText } from '@dating/i18n';
import { submissionErrors } from '@dating/ui';
import type { RuleFailureLike } from './RuleMessage';

/** What a failed call carries (the api-client's ApiError has this shape). */
interface FailedCall {
  body: { error: string; fields?: Record<string, RuleFailureLike> } | null;
}

const bodyOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'body' in err ? (err as FailedCall).body : null;

/**
 * A failed submit as react-final-form submission errors, for forms whose fields a refusal names whatever its code (a
 * taken address is a 409 email_exists naming the email): a refusal whose code `codeFields` ties to a field (a wrong
 * password) under that field in the member's language; fields of this form the refusal names under each, by rule
 * code; anything else as submissionErrors puts it.
 */
export function refusalErrors(
  t: TFunction,
  err: unknown,
  formFields: readonly string[],
  codeFields: Readonly<Record<string, string>> = {},
): Record<string, RuleFailureLike | string> {
  const body = bodyOf(err);
  const codeField = body && Object.hasOwn(codeFields, body.error) ? codeFields[body.error] : undefined;
  if (codeField) return { [codeField]: errorText(t, err) };
  const named = Object.entries(body?.fields ?? {}).filter(([field]) => formFields.includes(field));
  return named.length > 0
    ? Object.fromEntries(named.map(([field, { code, params }]) => [field, { code, params }]))
    : submissionErrors(t, err, formFields);
}
