import { FORM_ERROR } from 'final-form';
import type { TFunction } from 'i18next';
import { ApiError, refusedFields } from '@dating/api-client';
import type { RuleFailure } from '@dating/contract';
import { errorText } from '@dating/i18n';
import { SIGNUP_FIELDS } from './values';

const isFormField = (field: string): field is (typeof SIGNUP_FIELDS)[number] =>
  (SIGNUP_FIELDS as readonly string[]).includes(field);

/**
 * A failed signup as react-final-form submission errors: a refused field of this form gets its rule failure
 * under that field (translated there by code); anything else becomes one form-level text in the member's
 * language (errorText never shows the server's English).
 */
export function toSubmissionErrors(t: TFunction, err: unknown): Record<string, RuleFailure | string> {
  const refused = err instanceof ApiError && err.body?.error === 'validation' ? refusedFields(err) : {};
  const out = Object.fromEntries(Object.entries(refused).filter(([field]) => isFormField(field)));
  return Object.keys(out).length > 0 ? out : { [FORM_ERROR]: errorText(t, err) };
}
