import type { Money } from '@dating/contract';

/** The locale each of the site's languages formats numbers and dates in (docs/CONVENTIONS.md, i18n). */
export const LOCALES: Record<string, string> = {
  en: 'en-US',
  nl: 'nl-NL',
  de: 'de-DE',
  it: 'it-IT',
  fr: 'fr-FR',
  es: 'es-ES',
  pl: 'pl-PL',
};

export const localeOf = (language: string) => LOCALES[language] ?? LOCALES.en!;

/**
 * An amount as a reader of `language` writes it ('€ 14,90', '14,90 zł', '$14.90'). The minor units become a
 * decimal string, which Intl formats exactly (a string, not a float: DESIGN.md, Money).
 */
export function formatMoney(money: Money, language: string): string {
  const whole = Math.trunc(money.amount / 100);
  const cents = String(money.amount % 100).padStart(2, '0');
  const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: money.currency });
  return format.format(`${whole}.${cents}` as unknown as number);
}
