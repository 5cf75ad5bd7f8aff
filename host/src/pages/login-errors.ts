import { ApiError } from '@dating/api-client';

export type LoginErrorKind = 'invalidCredentials' | 'rateLimited' | 'network' | 'invalidInput' | 'generic';

/** Turns a failed login call into the one message the member should see. */
export function loginErrorKind(err: unknown): LoginErrorKind {
  if (!(err instanceof ApiError)) return 'network';
  if (err.status === 0 || err.code === 'network') return 'network';
  if (err.status === 429 || err.code === 'rate_limited') return 'rateLimited';
  if (err.status === 401 || err.code === 'invalid_credentials') return 'invalidCredentials';
  if (err.status === 400) return 'invalidInput';
  return 'generic';
}
