import { ApiError } from '@dating/api-client';
import { loginErrorKind } from '../../src/pages/login-errors';

describe('login error messages', () => {
  it('tells wrong credentials, rate limits and network trouble apart', () => {
    expect(loginErrorKind(new ApiError(401, { error: 'invalid_credentials', message: 'x' }, 'POST /api/login.php'))).toBe('invalidCredentials');
    expect(loginErrorKind(new ApiError(403, { error: 'invalid_credentials', message: 'x' }, 'POST /api/login.php'))).toBe('invalidCredentials');
    expect(loginErrorKind(new ApiError(429, { error: 'rate_limited', message: 'x' }, 'POST /api/login.php'))).toBe('rateLimited');
    expect(loginErrorKind(new ApiError(0, null, 'POST /api/login.php'))).toBe('network');
    expect(loginErrorKind(new TypeError('Failed to fetch'))).toBe('network');
    expect(loginErrorKind(new ApiError(400, { error: 'validation', message: 'x' }, 'POST /api/login.php'))).toBe('invalidInput');
    expect(loginErrorKind(new ApiError(503, null, 'POST /api/login.php'))).toBe('generic');
  });
});
