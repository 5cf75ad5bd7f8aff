import { collectFailures, validateEmail, validatePassword, type RuleFailure } from '@dating/contract';
import { checkSignupName } from '../logic/name';

export interface SignupValues {
  email: string;
  name: string;
  password: string;
}

export const SIGNUP_FIELDS = ['email', 'name', 'password'] as const;

/**
 * The rules of docs/product.md §5 that need no server, from @dating/contract (the server applies the same ones).
 * The email's format failure is shown by the email notice, together with what the server says about it.
 */
export function validateSignup(values: Partial<SignupValues>): Record<string, RuleFailure> {
  const { email = '', name = '', password = '' } = values;
  return collectFailures({
    email: validateEmail(email.trim()),
    name: checkSignupName(name, email),
    password: validatePassword(password),
  });
}
