import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_CODES, type Language } from '@dating/config';
import type { Money } from '@dating/contract';

/** The locale a language formats numbers and dates in; an unknown language reads as English. */
export const localeOf = (language: string) =>
  isLanguage(language) ? LOCALE_CODES[language] : LOCALE_CODES[DEFAULT_LANGUAGE];

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * An amount as a reader of `language` writes it ('€ 14,90', '14,90 zł', '$14.90'). The minor units become a
 * decimal string, which Intl formats exactly (a string, not a float: docs/architecture.md, Money).
 */
export function formatMoney(money: Money, language: string): string {
  const whole = Math.trunc(money.amount / 100);
  const cents = String(money.amount % 100).padStart(2, '0');
  const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: money.currency });
  return format.format(`${whole}.${cents}` as unknown as number);
}
