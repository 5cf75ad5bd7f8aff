let day = '';
let dayEnds = 0;

/**
 * Today on the server's calendar, as ages and birth-date ranges count it (members/profile.ts ageOf, filters.ts
 * birthDateRange): what a kept age or range is good for. Cheap enough to ask per profile: a clock read.
 */
export function localDay(now = Date.now()): string {
  if (now >= dayEnds || now < dayEnds - 86_400_000 * 2) {
    const d = new Date(now);
    day = `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
    dayEnds = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
  }
  return day;
}
