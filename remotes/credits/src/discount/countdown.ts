/** What is left of a time bonus, in the parts the countdown shows. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time from `now` until `endIso` in whole seconds, rounded up (00:00:01 until it is over); null once over. */
export function remainingUntil(endIso: string, now: number): Remaining | null {
  const ms = new Date(endIso).getTime() - now;
  if (!(ms > 0)) return null;
  const total = Math.ceil(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The hours, minutes and seconds as a clock reads them everywhere: 02:13:45. */
export const clockOf = ({ hours, minutes, seconds }: Remaining): string =>
  `${two(hours)}:${two(minutes)}:${two(seconds)}`;
