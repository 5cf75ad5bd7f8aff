import type { SubmissionErrors } from 'final-form';
import type { TFunction } from 'i18next';
import { submissionErrors } from './submission-errors';

/**
 * A react-final-form onSubmit's end: nothing once the call succeeded, else its failure as submission errors (the
 * refused fields of `formFields` under their fields, a refusal `codeFields` ties to a field under it, anything else
 * one form-level text in the member's language): submissionErrors' mapping.
 */
export async function submitWithRefusals(
  t: TFunction,
  call: () => Promise<unknown>,
  formFields?: readonly string[],
  codeFields?: Readonly<Record<string, string>>,
): Promise<SubmissionErrors | undefined> {
  try {
    await call();
    return undefined;
  } catch (err) {
    return submissionErrors(t, err, formFields, codeFields);
  }
}
