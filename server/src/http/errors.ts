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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notLoggedIn = () => new ApiError(403, 'not_logged_in', 'You need to log in to do this.');
export const sessionExpired = () => new ApiError(403, 'session_expired', 'Your session has expired. Please log in again.');
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);

/** 400 'validation' from the shared rules' failures, one entry per field, each with its English text. */
export function validationError(failures: Record<string, RuleFailure>): ApiError {
  const fields: Record<string, FieldError> = {};
  for (const [field, failure] of Object.entries(failures)) {
    fields[field] = { code: failure.code, message: ruleMessage(failure), ...(failure.params ? { params: failure.params } : {}) };
  }
  const names = Object.keys(fields);
  return new ApiError(400, 'validation', `Please check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}.`, fields);
}
