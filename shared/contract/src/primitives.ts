import { coerce, integer, number, pattern, refine, string, unknown, type Failure, type Struct } from 'superstruct';
import { ruleMessage, type RuleFailure } from './rules';

/**
 * The building blocks every schema of the contract uses instead of superstruct's bare `string()` and
 * `integer()`: no string holds NUL or half a character, no integer lies outside what its column can hold.
 * Input that breaks them is refused at the door (400 with the rule's code) instead of failing in the database.
 */

/** The largest PostgreSQL integer (int4): ids and every count a column of ours holds. */
export const INT4_MAX = 2_147_483_647;
/** The deepest search page a member can ask for; further pages are a crawler's. */
export const PAGE_MAX = 10_000;
/** The most profiles one search page holds (the search remote asks 12). */
export const PER_PAGE_MAX = 60;
/** Any age a person can have; the search itself narrows ages to the site's 18 to 100. */
export const AGE_MAX = 150;
/** The last moment a JavaScript Date can hold, in milliseconds since 1970: the bound of every epoch time. */
export const EPOCH_MS_MAX = 8_640_000_000_000_000;

/** NUL (PostgreSQL text cannot hold it) and UTF-16 surrogates without their other half (no character at all). */
const INVALID_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasInvalidCharacters = (value: string): boolean => INVALID_CHARACTERS.test(value);

/**
 * A refinement's failure that names the shared rule it broke, with the rule's parameters: the server answers
 * that code (struct-errors), the browser shows `common:validation.<code>`. superstruct spreads the object a
 * refiner returns into the failure, which is how `rule` travels.
 */
function broke(rule: RuleFailure): Partial<Failure> {
  return Object.assign({ message: ruleMessage(rule) }, { rule });
}

/** The rule a failure of one of the refinements here broke, if it is one of them. */
export function ruleOfFailure(failure: Failure): RuleFailure | undefined {
  return (failure as Failure & { rule?: RuleFailure }).rule;
}

/** Every string of the contract: any text, but no NUL and no lone surrogate. */
export const Text: Struct<string, null> = refine(
  string(),
  'invalid_characters',
  (value) => !hasInvalidCharacters(value) || broke({ code: 'invalid_characters' }),
);

const between = (numbers: Struct<number, null>, min: number, max: number): Struct<number, null> =>
  refine(
    numbers,
    'number_between',
    (value) => (value >= min && value <= max) || broke({ code: 'number_between', params: { min, max } }),
  );

/** Any number from min to max inclusive (a latitude). */
export const boundedNumber = (min: number, max: number) => between(number(), min, max);

/** A whole number from min to max inclusive. */
export const intBetween = (min: number, max: number) => between(integer(), min, max);

const DIGITS = /^-?\d+$/;

/**
 * A whole number from min to max that arrives in a query string as digits (a longer run is out of range). The
 * coercion's condition takes any value and the coercer looks for the digits itself: a condition that refuses
 * builds a StructError, stack trace and all, for every absent optional parameter of every request.
 */
export const queryIntBetween = (min: number, max: number): Struct<number, null> =>
  coerce(intBetween(min, max), unknown(), (value) =>
    typeof value === 'string' && DIGITS.test(value) ? Number(value) : value,
  );

/** Database ids: serial int4 columns. */
export const Id = intBetween(1, INT4_MAX);
export const QueryId = queryIntBetween(1, INT4_MAX);
/** How many of something: unread messages, results, credits. */
export const Count = intBetween(0, INT4_MAX);
export const Age = intBetween(0, AGE_MAX);
export const QueryAge = queryIntBetween(0, AGE_MAX);
export const QueryPage = queryIntBetween(1, PAGE_MAX);
export const QueryPerPage = queryIntBetween(1, PER_PAGE_MAX);
export const Percent = intBetween(0, 100);
/** A price in a currency's major unit (0.99 EUR): shown, never computed with; the one number not whole. */
export const Price = between(number(), 0, 1_000_000);
/** A moment as milliseconds since 1970, as browsers give a push subscription's expirationTime. */
export const EpochMillis = intBetween(0, EPOCH_MS_MAX);

/** 'YYYY-MM-DD' where unset parts are '00' and an unset date is '0000-00-00' (docs/product.md §3). */
export const DateOfBirthString = pattern(Text, /^\d{4}-\d{2}-\d{2}$/);

/** ISO-3166 alpha-2, upper case. */
export const CountryCode = pattern(Text, /^[A-Z]{2}$/);

export const UNSET_DATE_OF_BIRTH = '0000-00-00';
