import type { EmailStatus, RuleFailure } from '@dating/contract';
import { ApiError, fieldError, validationError } from '../http/errors';

/** Why an address cannot be the member's: at signup and when changing it (the refused field is `email`). */
export function emailTaken(status: EmailStatus): ApiError {
  if (status === 'deleted') {
    return new ApiError(
      409,
      'email_deleted',
      'The account of this email address was deleted. Please use another email address.',
      {
        email: fieldError({ code: 'email_deleted' }),
      },
    );
  }
  if (status === 'invalid') return validationError({ email: { code: 'invalid_email' } satisfies RuleFailure });
  return new ApiError(
    409,
    'email_exists',
    'An account with this email address already exists. Log in instead, or use another email address.',
    {
      email: fieldError({ code: 'email_exists' }),
    },
  );
}
