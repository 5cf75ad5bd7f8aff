/** The twelve month names of a locale in their stand-alone form ('januari', 'styczeń'), January first. */
export function monthNames(locale?: string): string[] {
  const format = safeFormat(locale);
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2001, i, 15)));
}

function safeFormat(locale: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  } catch {
    return new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' });
  }
}
