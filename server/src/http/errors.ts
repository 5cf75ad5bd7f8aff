import { ruleMessage, type FieldError, type RuleCode, type RuleFailure } from '@dating/contract';
import type { ErrorCode } from './error-codes';

/** A refused field as sent: only rule codes, so the browser has a text for it in every language. */
export type RuleFieldError = FieldError & { code: RuleCode };

/**
 * An answer other than 2xx that the client is meant to understand. Thrown anywhere in a handler; the error
 * handler turns it into the conventions' body `{error, message, fields?}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, RuleFieldError>,
    /** what went wrong in developers' words: logged, never sent */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notLoggedIn = () => new ApiError(403, 'not_logged_in', 'You need to log in to do this.');
export const sessionExpired = () =>
  new ApiError(403, 'session_expired', 'Your session has expired. Please log in again.');
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);

/** What a member may read of a refused input; the fields carry the codes the browser translates. */
export const VALIDATION_MESSAGE = 'Some of the values are not accepted. Please check the marked fields.';

/** 400 'validation' from the shared rules' failures, one entry per field, each with its English text. */
export function validationError(failures: Record<string, RuleFailure>): ApiError {
  const fields: Record<string, RuleFieldError> = {};
  for (const [field, failure] of Object.entries(failures)) fields[field] = fieldError(failure);
  return new ApiError(400, 'validation', VALIDATION_MESSAGE, fields, `Refused: ${Object.keys(fields).join(', ')}`);
}

/** A rule failure as a field of the error body: the code the browser translates, the English text, the parameters. */
export const fieldError = (rule: RuleFailure): RuleFieldError => ({
  code: rule.code,
  message: ruleMessage(rule),
  ...(rule.params ? { params: rule.params } : {}),
});
