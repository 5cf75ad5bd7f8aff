import { MINOR_UNIT_DIGITS, type Money } from '@dating/contract';

/**
 * An amount in minor units as the decimal string Intl reads exactly ('1499' → '14.99'), made with integer
 * arithmetic only: no float is ever near a price (docs/architecture.md, Money).
 */
export function decimalOf(amount: number, digits = MINOR_UNIT_DIGITS): `${number}` {
  const scale = 10 ** digits;
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(amount);
  const major = Math.floor(whole / scale);
  const minor = String(whole % scale).padStart(digits, '0');
  return `${sign}${major}.${minor}` as `${number}`;
}

/** A price as the reader's language writes it in its currency: € 14,99 in Dutch, 59,99 zł in Polish. */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: MINOR_UNIT_DIGITS,
    maximumFractionDigits: MINOR_UNIT_DIGITS,
  }).format(decimalOf(amount));
}

/** A whole percentage as the reader's language writes it: 20%, 20 %, %20. */
export function formatPercent(percentage: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(`${percentage}E-2` as `${number}`);
}
