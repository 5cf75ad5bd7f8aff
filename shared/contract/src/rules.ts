/**
 * Validation rules of docs/product.md §5, shared by the forms (instant feedback) and the server (the authority).
 * A rule answers null when the value passes, or the failure's code and parameters. Codes map to i18n keys
 * `common:validation.<code>` in the browser and to the English texts of RULE_MESSAGES on the server.
 */

import { PICKER_MAX_AGE, SIGNUP_MIN_AGE } from '@dating/config';

export const LIMITS = {
  nameMin: 1,
  nameMax: 150,
  cityMax: 255,
  personalMax: 5000,
  /** a new password (signup, change, reset); a login takes whatever an older account was given */
  passwordMin: 8,
  minAge: SIGNUP_MIN_AGE,
  maxAge: PICKER_MAX_AGE,
  /** interests a member picks at most (docs/product.md §5) */
  interestsMax: 10,
} as const;

export type RuleCode =
  | 'required'
  | 'min_length'
  | 'max_length'
  | 'invalid_email'
  | 'name_starts_with_at'
  | 'name_equals_email'
  | 'invalid_date'
  | 'date_of_birth_min_age'
  | 'date_of_birth_max_age'
  | 'unknown_value'
  | 'number_between'
  | 'invalid_https_url'
  /** push endpoints the server will not contact (only public push services) or that another account holds */
  | 'push_endpoint_not_public'
  | 'push_service_not_allowed'
  | 'push_endpoint_taken'
  | 'min_age_above_max_age'
  /** a new password among the most common ones, which any attack tries first (server only) */
  | 'password_too_common'
  /** a payment country the site does not sell credits in */
  | 'country_not_sold'
  /** failures only the server can tell: the email check's token and the address's account */
  | 'invalid_token'
  | 'email_exists'
  | 'email_deleted'
  /** shape failures the server answers before any rule runs (forms never send these; a broken client might) */
  | 'invalid_format'
  | 'invalid_type'
  | 'unknown_field'
  /** a NUL or half of a UTF-16 pair in a string: no keyboard types it, only a broken or hostile client */
  | 'invalid_characters'
  /** an interest id interests.php does not list, or more interests than LIMITS.interestsMax */
  | 'unknown_interest'
  | 'too_many_interests';

export interface RuleFailure {
  code: RuleCode;
  params?: Record<string, string | number>;
}

export const RULE_MESSAGES: Record<RuleCode, string> = {
  required: 'Value is required',
  min_length: 'This field should be at least {min} characters long',
  max_length: 'This field should be at most {max} characters long',
  invalid_email: 'Value is not a valid email address',
  name_starts_with_at: 'Your name cannot start with @',
  name_equals_email: 'Your name cannot be your email address',
  invalid_date: 'Please enter a real date',
  date_of_birth_min_age: 'You must be at least {min_age} years old',
  date_of_birth_max_age: 'You cannot be older than {max_age}',
  unknown_value: 'This value is not one of the allowed choices',
  number_between: 'This should be a number from {min} to {max}',
  invalid_https_url: 'This should be a secure web address (https://…)',
  push_endpoint_not_public: 'This push address does not lead to a public push service',
  push_service_not_allowed: "This browser's push service is not supported here",
  push_endpoint_taken: "This browser's push subscription belongs to another account",
  min_age_above_max_age: 'The minimum age cannot be above the maximum age',
  password_too_common: 'This password is one of the most common ones. Please choose one that is harder to guess.',
  country_not_sold: 'Credits are not sold in this country. Please choose one of the listed countries.',
  invalid_token: 'This email address could not be confirmed. Please enter it again.',
  email_exists: 'An account with this email address already exists.',
  email_deleted: 'The account of this email address was deleted.',
  invalid_format: 'This value is not in the expected format',
  unknown_interest: 'There is no interest with id {id}. Please choose from the listed interests.',
  too_many_interests: 'Please choose at most {max} interests',
  invalid_type: 'This value is not valid here',
  unknown_field: 'This field is not expected here',
  invalid_characters: 'This contains characters that are not allowed',
};

/** English text of a failure, with its parameters filled in. */
export function ruleMessage(failure: RuleFailure): string {
  return RULE_MESSAGES[failure.code].replace(/\{(\w+)\}/g, (_, k: string) => String(failure.params?.[k] ?? ''));
}

const fail = (code: RuleCode, params?: RuleFailure['params']): RuleFailure => ({ code, params });

export function required(value: string | null | undefined): RuleFailure | null {
  return value === null || value === undefined || value.trim() === '' ? fail('required') : null;
}

export function lengthBetween(value: string, min: number, max: number): RuleFailure | null {
  const length = [...value].length;
  if (length < min) return fail('min_length', { min });
  if (length > max) return fail('max_length', { max });
  return null;
}

/** The WHATWG form email pattern, plus a dot in the domain: a deliverable address needs a top-level domain. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function validateEmail(email: string): RuleFailure | null {
  return required(email) ?? (EMAIL.test(email.trim()) && email.length <= 254 ? null : fail('invalid_email'));
}

/** Spec: when the name is left empty it becomes the part of the email before the @. */
export function defaultName(name: string, email: string): string {
  return name.trim() === '' ? (email.split('@')[0] ?? '') : name;
}

export function validateName(name: string, email?: string): RuleFailure | null {
  const trimmed = name.trim();
  return (
    required(trimmed) ??
    lengthBetween(trimmed, LIMITS.nameMin, LIMITS.nameMax) ??
    (trimmed.startsWith('@') ? fail('name_starts_with_at') : null) ??
    (email && trimmed.toLowerCase() === email.trim().toLowerCase() ? fail('name_equals_email') : null)
  );
}

/** A new password: at least LIMITS.passwordMin characters (the server also refuses the most common ones). */
export function validatePassword(password: string): RuleFailure | null {
  return (
    required(password) ??
    (password.length < LIMITS.passwordMin ? fail('min_length', { min: LIMITS.passwordMin }) : null)
  );
}

/** A number written as text (a query parameter), from min to max inclusive. */
export function numberBetween(text: string, min: number, max: number): RuleFailure | null {
  const value = Number(text);
  const inRange = Number.isFinite(value) && value >= min && value <= max;
  return required(text) ?? (inRange ? null : fail('number_between', { min, max }));
}

/** An https address of at most maxLength characters: push services are reached over TLS only (RFC 8030). */
export function validateHttpsUrl(text: string, maxLength: number): RuleFailure | null {
  const tooLong = lengthBetween(text, 0, maxLength);
  if (tooLong) return tooLong;
  try {
    return new URL(text).protocol === 'https:' ? null : fail('invalid_https_url');
  } catch {
    return fail('invalid_https_url');
  }
}

export function validateAgeRange({ min_age, max_age }: { min_age: number; max_age: number }): RuleFailure | null {
  return min_age > max_age ? fail('min_age_above_max_age') : null;
}

export function validateCity(city: string): RuleFailure | null {
  return lengthBetween(city, 0, LIMITS.cityMax);
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' with 00 for unset parts. Returns null when the text is not of that shape. */
export function parseDateOfBirth(text: string): DateParts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

export function isRealDate({ year, month, day }: DateParts): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Whole years between a birth date and a day, counting a birthday on that day. */
export function ageOn(birth: DateParts, today: Date): number {
  const y = today.getFullYear();
  const beforeBirthday =
    today.getMonth() + 1 < birth.month || (today.getMonth() + 1 === birth.month && today.getDate() < birth.day);
  return y - birth.year - (beforeBirthday ? 1 : 0);
}

export function validateDateOfBirth(
  text: string,
  {
    today = new Date(),
    minAge = LIMITS.minAge,
    maxAge = LIMITS.maxAge,
  }: { today?: Date; minAge?: number; maxAge?: number } = {},
): RuleFailure | null {
  const parts = parseDateOfBirth(text);
  if (!parts || !isRealDate(parts)) return fail('invalid_date');
  const age = ageOn(parts, today);
  if (age < minAge) return fail('date_of_birth_min_age', { min_age: minAge });
  if (age > maxAge) return fail('date_of_birth_max_age', { max_age: maxAge });
  return null;
}

/** Runs named checks and collects the failures by field; an empty object means the input is valid. */
export function collectFailures(checks: Record<string, RuleFailure | null>): Record<string, RuleFailure> {
  const out: Record<string, RuleFailure> = {};
  for (const [field, failure] of Object.entries(checks)) if (failure) out[field] = failure;
  return out;
}

/**
 * A member's interests (docs/product.md §5): at most LIMITS.interestsMax, each one interests.php lists. `isKnown`
 * is the server's list; the forms offer only listed ones, so they check the count alone.
 */
export function validateInterests(ids: readonly number[], isKnown: (id: number) => boolean = () => true) {
  const unknown = ids.find((id) => !isKnown(id));
  if (unknown !== undefined) return fail('unknown_interest', { id: unknown });
  if (new Set(ids).size > LIMITS.interestsMax) return fail('too_many_interests', { max: LIMITS.interestsMax });
  return null;
}
