import { decimalOf, formatMoney, formatPercent } from '../src/format/money';
import { clockOf, remainingUntil } from '../src/discount/countdown';

describe('money', () => {
  it('turns minor units into the exact decimal with integers only', () => {
    expect(decimalOf(1499)).toBe('14.99');
    expect(decimalOf(5)).toBe('0.05');
    expect(decimalOf(0)).toBe('0.00');
    expect(decimalOf(39900)).toBe('399.00');
    expect(decimalOf(-250)).toBe('-2.50');
    expect(decimalOf(2_147_483_647)).toBe('21474836.47');
  });

  it('writes an amount as the reader’s language does, in its currency', () => {
    expect(formatMoney({ amount: 1499, currency: 'EUR' }, 'en-US')).toBe('€14.99');
    expect(formatMoney({ amount: 1499, currency: 'EUR' }, 'nl-NL')).toBe('€\u00a014,99');
    expect(formatMoney({ amount: 1499, currency: 'EUR' }, 'de-DE')).toBe('14,99\u00a0€');
    expect(formatMoney({ amount: 5999, currency: 'PLN' }, 'pl-PL')).toBe('59,99\u00a0zł');
    expect(formatMoney({ amount: 123456789, currency: 'GBP' }, 'en-US')).toBe('£1,234,567.89');
    expect(formatMoney({ amount: 1490, currency: 'CHF' }, 'fr-FR')).toBe('14,90\u00a0CHF');
  });

  it('writes a percentage as the reader’s language does', () => {
    expect(formatPercent(20, 'en-US')).toBe('20%');
    expect(formatPercent(20, 'fr-FR')).toBe('20\u00a0%');
    expect(formatPercent(15, 'de-DE')).toBe('15\u00a0%');
  });
});

describe('countdown', () => {
  const now = Date.parse('2026-05-01T10:00:00.000Z');

  it('splits what is left into days and a clock, rounding up to the second', () => {
    const left = remainingUntil('2026-05-02T12:34:56.200Z', now)!;
    expect(left).toEqual({ days: 1, hours: 2, minutes: 34, seconds: 57 });
    expect(clockOf(left)).toBe('02:34:57');
    expect(clockOf(remainingUntil('2026-05-01T10:00:00.001Z', now)!)).toBe('00:00:01');
  });

  it('is over at the end moment', () => {
    expect(remainingUntil('2026-05-01T10:00:00.000Z', now)).toBeNull();
    expect(remainingUntil('2026-04-30T10:00:00.000Z', now)).toBeNull();
    expect(remainingUntil('not a date', now)).toBeNull();
  });
});
