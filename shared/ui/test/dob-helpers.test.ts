import {
  ageOn,
  birthDateLimits,
  birthYears,
  daysInMonth,
  EMPTY_DOB,
  fieldOrder,
  formatDob,
  isRealDate,
  monthNames,
  parseDob,
  randomDob,
  randomDobMaxAge,
} from '../src/dob';

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 12);
};

describe('fieldOrder', () => {
  it.each([
    ['en-US', ['month', 'day', 'year']],
    ['nl-NL', ['day', 'month', 'year']],
    ['de-DE', ['day', 'month', 'year']],
    ['pl-PL', ['day', 'month', 'year']],
    ['ja-JP', ['year', 'month', 'day']],
    ['hu-HU', ['year', 'month', 'day']],
  ])('%s writes %j', (locale, order) => {
    expect(fieldOrder(locale)).toEqual(order);
  });

  it('falls back to day-month-year for a tag Intl rejects', () => {
    expect(fieldOrder('not a locale!')).toEqual(['day', 'month', 'year']);
  });
});

describe('daysInMonth', () => {
  it('gives February 29 days only in leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('knows the 30-day months', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('keeps every day possible while the year or month is unknown', () => {
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(2023, 0)).toBe(31);
  });
});

describe('parseDob / formatDob', () => {
  it('reads unset parts as 0 and writes them as zeros', () => {
    expect(parseDob('1990-07-00')).toEqual({ year: 1990, month: 7, day: 0 });
    expect(formatDob({ year: 1990, month: 7, day: 0 })).toBe('1990-07-00');
    expect(formatDob({ year: 0, month: 0, day: 3 })).toBe('0000-00-03');
  });

  it('treats anything else as empty', () => {
    for (const bad of ['', undefined, null, '1990-7-1', 'yesterday']) expect(formatDob(parseDob(bad))).toBe(EMPTY_DOB);
  });

  it('round-trips', () => {
    expect(formatDob(parseDob('2001-02-03'))).toBe('2001-02-03');
  });
});

describe('isRealDate', () => {
  it('accepts real dates only', () => {
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('2001-02-29')).toBe(false);
    expect(isRealDate('2001-04-31')).toBe(false);
    expect(isRealDate('2001-00-10')).toBe(false);
    expect(isRealDate('0000-01-10')).toBe(false);
    expect(isRealDate('2001-13-01')).toBe(false);
    expect(isRealDate({ year: 2001, month: 12, day: 31 })).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts the birthday itself', () => {
    expect(ageOn('2007-06-15', day('2025-06-15'))).toBe(18);
    expect(ageOn('2007-06-16', day('2025-06-15'))).toBe(17);
  });

  it('makes a leap-day child a year older on 1 March of a common year', () => {
    expect(ageOn('2004-02-29', day('2023-02-28'))).toBe(18);
    expect(ageOn('2005-02-28', day('2023-02-28'))).toBe(18);
    expect(ageOn('2004-02-29', day('2022-02-28'))).toBe(17);
    expect(ageOn('2004-02-29', day('2022-03-01'))).toBe(18);
  });

  it('is null for a date that is not real', () => {
    expect(ageOn('2001-02-29', day('2025-01-01'))).toBeNull();
    expect(ageOn(EMPTY_DOB, day('2025-01-01'))).toBeNull();
  });
});

describe('birthYears', () => {
  it('runs from now - minAge down to now - maxAge', () => {
    const years = birthYears({ minAge: 18, maxAge: 100, today: day('2025-06-15') });
    expect(years[0]).toBe(2007);
    expect(years[years.length - 1]).toBe(1925);
    expect(years).toHaveLength(83);
  });

  it('defaults to 18 and 100', () => {
    const now = new Date();
    const years = birthYears();
    expect(years[0]).toBe(now.getFullYear() - 18);
    expect(years[years.length - 1]).toBe(now.getFullYear() - 100);
  });
});

describe('birthDateLimits', () => {
  it('spans the birth dates of people aged minAge to maxAge today', () => {
    const today = day('2025-06-15');
    const { min, max } = birthDateLimits({ minAge: 18, maxAge: 100, today });
    expect(max).toBe('2007-06-15');
    expect(min).toBe('1924-06-16');
    expect(ageOn(max, today)).toBe(18);
    expect(ageOn(min, today)).toBe(100);
  });
});

describe('monthNames', () => {
  it('names the months in the locale', () => {
    expect(monthNames('nl-NL')[1]).toBe('februari');
    expect(monthNames('en-US')[0]).toBe('January');
    expect(monthNames('de-DE')[2]).toBe('März');
    expect(monthNames('en-US')).toHaveLength(12);
  });
});

describe('randomDob', () => {
  const today = day('2025-06-15');

  it('caps the age at 50 when the minimum is under 40 and the maximum over 50', () => {
    expect(randomDobMaxAge(18, 100)).toBe(50);
    expect(randomDobMaxAge(39, 51)).toBe(50);
    expect(randomDobMaxAge(40, 100)).toBe(100);
    expect(randomDobMaxAge(18, 50)).toBe(50);
    expect(randomDobMaxAge(18, 45)).toBe(45);
  });

  it('reaches both ends of the span and nothing beyond', () => {
    const youngest = randomDob({ minAge: 18, maxAge: 100, today, random: () => 0.999999999 });
    const oldest = randomDob({ minAge: 18, maxAge: 100, today, random: () => 0 });
    expect(youngest).toBe('2007-06-15');
    expect(ageOn(youngest, today)).toBe(18);
    expect(oldest).toBe('1974-06-16');
    expect(ageOn(oldest, today)).toBe(50);
  });

  it('always gives a real date with an age in range', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (const [minAge, maxAge, cap] of [
      [18, 100, 50],
      [45, 100, 100],
      [18, 30, 30],
    ] as const) {
      for (let i = 0; i < 500; i++) {
        const dob = randomDob({ minAge, maxAge, today, random });
        expect(isRealDate(dob)).toBe(true);
        const age = ageOn(dob, today)!;
        expect(age).toBeGreaterThanOrEqual(minAge);
        expect(age).toBeLessThanOrEqual(cap);
      }
    }
  });

  it('handles a leap day as today', () => {
    const leapDay = day('2024-02-29');
    const dob = randomDob({ minAge: 18, maxAge: 100, today: leapDay, random: () => 0.999999999 });
    expect(dob).toBe('2006-02-28');
    expect(ageOn(dob, leapDay)).toBe(18);
  });

  it('uses Math.random and today by default', () => {
    const age = ageOn(randomDob(), new Date())!;
    expect(age).toBeGreaterThanOrEqual(18);
    expect(age).toBeLessThanOrEqual(50);
  });
});
