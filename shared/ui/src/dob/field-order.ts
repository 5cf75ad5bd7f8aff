import type { DobField } from './parts';

const FALLBACK: readonly DobField[] = ['day', 'month', 'year'];

/**
 * The order a locale writes day, month and year in: en-US gives month-day-year, nl-NL
 * day-month-year, ja-JP and hu-HU year-month-day. Without a locale, the browser's default.
 */
export function fieldOrder(locale?: string): DobField[] {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(Date.UTC(2001, 10, 22));
    const order = parts
      .map((p) => p.type)
      .filter((type): type is DobField => type === 'day' || type === 'month' || type === 'year');
    return order.length === 3 ? order : [...FALLBACK];
  } catch {
    // An invalid locale tag throws a RangeError; the picker still has to render.
    return [...FALLBACK];
  }
}
