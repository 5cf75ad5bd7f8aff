import { bucketAround, bucketToRange, neighbouringCountry, rangeToBucket, widenAgeRange, widenCountries } from '../src';

describe('age buckets', () => {
  it.each([
    ['all', 18, 100],
    ['-25', 18, 25],
    ['26-35', 26, 35],
    ['36-45', 36, 45],
    ['46-55', 46, 55],
    ['56-65', 56, 65],
    ['65-', 65, 100],
  ] as const)('%s searches %i-%i and maps back', (bucket, min, max) => {
    expect(bucketToRange(bucket)).toEqual({ min_age: min, max_age: max });
    expect(rangeToBucket({ min_age: min, max_age: max })).toBe(bucket);
  });
  it('reads an unknown or missing range as all', () => {
    expect(rangeToBucket({ min_age: 30, max_age: 40 })).toBe('all');
    expect(rangeToBucket({})).toBe('all');
  });
});

describe('similar search', () => {
  it.each([
    ['AU', 'NZ'],
    ['NZ', 'AU'],
    ['NL', 'BE'],
    ['BE', 'NL'],
    ['US', 'CA'],
    ['CA', 'US'],
    ['GB', 'IE'],
    ['IE', 'GB'],
    ['DE', 'AT'],
    ['AT', 'DE'],
  ])('%s neighbours %s', (a, b) => expect(neighbouringCountry(a)).toBe(b));
  it('has no neighbour for other countries', () => {
    expect(neighbouringCountry('FR')).toBeNull();
  });
  it('widens the age range by 5 years each side and adds the neighbour', () => {
    expect({ ...widenAgeRange({ min_age: 26, max_age: 35 }), countries: widenCountries('NL') }).toEqual({
      min_age: 21,
      max_age: 40,
      countries: ['NL', 'BE'],
    });
  });
  it('stays within 18-100', () => {
    expect({ ...widenAgeRange({ min_age: 18, max_age: 98 }), countries: widenCountries('FR') }).toEqual({
      min_age: 18,
      max_age: 100,
      countries: ['FR'],
    });
  });
});

describe('bucket around an age', () => {
  it.each([
    [19, 18, 25],
    [30, 26, 35],
    [65, 56, 65],
    [80, 65, 100],
  ] as const)('%i is searched as %i-%i', (age, min, max) =>
    expect(bucketAround(age)).toEqual({ min_age: min, max_age: max }),
  );
  it('searches all ages when the age is unknown', () =>
    expect(bucketAround(null)).toEqual({ min_age: 18, max_age: 100 }));
});
