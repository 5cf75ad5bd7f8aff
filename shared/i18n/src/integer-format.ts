import type { i18n as I18n } from 'i18next';

/** The format name of a whole number in a message: "Members found: {{count, integer}}". */
export const INTEGER_FORMAT = 'integer';

/** Every site language writes a whole number below this as its digits alone (grouping starts at 1,000 or later). */
const PLAIN_BELOW = 1000;

const grouped = new Map<string, Intl.NumberFormat>();

/**
 * A whole number as the language writes it. i18next's own `number` format makes an Intl.NumberFormat, and a page's
 * first one loads ICU's number data: 60-130 ms in a profile at Lighthouse's 4x, inside the render of /members' result
 * count. Below 1,000 no language of the site groups digits, so those numbers need no ICU; larger ones are grouped by
 * Intl, one formatter per language.
 */
export function formatInteger(value: unknown, lng: string | undefined): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const whole = Math.round(n);
  if (Math.abs(whole) < PLAIN_BELOW) return String(whole);
  const language = lng ?? 'en';
  let format = grouped.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    grouped.set(language, format);
  }
  return format.format(whole);
}

/** Makes `integer` a format of the instance's messages (after init, when its formatter exists). */
export function addIntegerFormat(instance: I18n): void {
  instance.services.formatter?.add(INTEGER_FORMAT, (value, lng) => formatInteger(value, lng));
}
