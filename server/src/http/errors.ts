import { ruleMessage, type FieldError, type RuleFailure } from '@dating/contract';

/**
 * An answer other than 2xx that the client is meant to understand. Thrown anywhere in a handler; the error
 * handler turns it into the conventions' body `{error, message, fields?}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, FieldError>,
    /** what went wrong in developers' words: logged, never sent */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notLoggedIn = () => new ApiError(403, 'not_logged_in', 'You need to log in to do this.');
export const sessionExpired = () => new ApiError(403, 'session_expired', 'Your session has expired. Please log in again.');
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);

/** What a member may read of a refused input; the fields carry the codes the browser translates. */
export const VALIDATION_MESSAGE = 'Some of the values are not accepted. Please check the marked fields.';

/** 400 'validation' from the shared rules' failures, one entry per field, each with its English text. */
export function validationError(failures: Record<string, RuleFailure>): ApiError {
  const fields: Record<string, FieldError> = {};
  for (const [field, failure] of Object.entries(failures)) fields[field] = fieldError(failure);
  return new ApiError(400, 'validation', VALIDATION_MESSAGE, fields, `Refused: ${Object.keys(fields).join(', ')}`);
}

/** A rule failure as a field of the error body: the code the browser translates, the English text, the parameters. */
export const fieldError = (rule: RuleFailure): FieldError =>
  ({ code: rule.code, message: ruleMessage(rule), ...(rule.params ? { params: rule.params } : {}) });
