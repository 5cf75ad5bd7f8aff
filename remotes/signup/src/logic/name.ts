import { defaultName, validateName, type RuleFailure } from '@dating/contract';

/** The name sent with the signup: what was typed, or the part of the email before the @. */
export const signupName = (name: string, email: string): string => defaultName(name, email).trim();

/** The name rules of the contract, applied to the name that will be sent (an empty name takes the default). */
export function checkSignupName(name: string, email: string): RuleFailure | null {
  if (name.trim() === '' && !email.includes('@')) return null; // nothing to default from yet; the email field says why
  return validateName(signupName(name, email), email);
}
