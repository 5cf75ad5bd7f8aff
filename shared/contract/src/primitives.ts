import { coerce, define, integer, number, pattern, string } from 'superstruct';

/** A whole number that arrives as a query-string digit run and is coerced to a number. */
export const QueryInt = coerce(integer(), pattern(string(), /^-?\d+$/), (s) => Number.parseInt(s, 10));

/** A number that may arrive as text in a query string. */
export const QueryNumber = coerce(number(), pattern(string(), /^-?\d+(\.\d+)?$/), (s) => Number.parseFloat(s));

/** 'YYYY-MM-DD' where unset parts are '00' and an unset date is '0000-00-00' (spec section 3). */
export const DateOfBirthString = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

/** ISO-3166 alpha-2, upper case. */
export const CountryCode = pattern(string(), /^[A-Z]{2}$/);

/** Database ids are positive integers. */
export const Id = define<number>('Id', (v) => typeof v === 'number' && Number.isInteger(v) && v > 0);

export const UNSET_DATE_OF_BIRTH = '0000-00-00';
