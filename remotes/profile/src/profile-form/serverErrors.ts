import { FORM_ERROR } from 'final-form';
import { ApiError, refusedFields } from '@dating/api-client';
import type { RuleFailure } from '@dating/contract';

/**
 * Turns a failed save into react-final-form submission errors: the server's per-field rule failures go
 * under their fields (translated there by code), anything else becomes a form-level error key.
 */
export function toSubmissionErrors(err: unknown): Record<string, RuleFailure | string> {
  if (err instanceof ApiError && err.body?.fields) return refusedFields(err);
  return { [FORM_ERROR]: err instanceof ApiError && err.status === 0 ? 'network' : 'failed' };
}
