const DAY_MS = 86_400_000;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * When a conversation last moved, as the chat list shows it: the time today, 'yesterday' (in the reader's
 * language, from Intl) the day before, the weekday within a week, the date beyond.
 */
export function formatListTime(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days <= 0) return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  if (days === 1) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(at);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(at);
}

/** A message's time: the time alone today, with the date before. */
export function formatMessageTime(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const today = startOfDay(now) === startOfDay(at);
  return new Intl.DateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(at);
}

/** The full date and time, for the machine-readable title of a time element. */
export const formatFullTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
