/**
 * Orders strings by their UTF-16 code units, as `<` does: for names and ISO times, whose order is that of their
 * characters. localeCompare would load the page's collation data (ICU) the first time, tens of milliseconds on a
 * phone, for an order no reader sees.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
