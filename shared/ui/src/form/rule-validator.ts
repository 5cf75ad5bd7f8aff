import type { RuleFailureLike } from './RuleMessage';

/** A react-final-form field validator from a rule of @dating/contract, which answers a failure or null. */
export const ruleValidator =
  (rule: (value: string) => RuleFailureLike | null) =>
  (value: string | undefined): RuleFailureLike | undefined =>
    rule(value ?? '') ?? undefined;

/**
 * A password the member must type (the current one): any character counts, spaces too, where the contract's
 * `required` trims; the server says whether it is right.
 */
export const typedIn = ruleValidator((value) => (value ? null : { code: 'required' }));
