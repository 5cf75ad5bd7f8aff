import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS, validatePassword, type RuleFailure } from '@dating/contract';

/**
 * The passwords people choose most, as leaks show them (zxcvbn-ts's list of about 49,000, lower case): any
 * guessing attack tries them first. Only those long enough to pass the length rule need to be kept.
 */
const COMMON = new Set(dictionary['passwords-common'].filter((password) => password.length >= LIMITS.passwordMin));

/**
 * A password a member sets (signup, change, reset, a mail-change undo): the shared rule the forms check as one
 * types, and then none of the most common passwords, in any letter case. A login takes any password: an older
 * account may have a shorter one.
 */
export function validateNewPassword(password: string): RuleFailure | null {
  return validatePassword(password) ?? (COMMON.has(password.toLowerCase()) ? { code: 'password_too_common' } : null);
}
