import { bucketToRange, rangeToBucket } from '../src/logic/age-buckets';
import { mixTiles, tileAt } from '../src/logic/tiles';
import { neighbouringCountry, widenSearch } from '../src/logic/similar';
import { promotionTiles, resellEnabled } from '../src/logic/resell';
import { showsLanguageBadge } from '../src/logic/language-badge';

describe('age buckets', () => {
  it.each([
    ['all', 18, 100], ['-25', 18, 25], ['26-35', 26, 35], ['36-45', 36, 45], ['46-55', 46, 55], ['56-65', 56, 65], ['65-', 65, 100],
  ] as const)('%s searches %i-%i and maps back', (bucket, min, max) => {
    expect(bucketToRange(bucket)).toEqual({ min_age: min, max_age: max });
    expect(rangeToBucket({ min_age: min, max_age: max })).toBe(bucket);
  });
  it('reads an unknown or missing range as all', () => {
    expect(rangeToBucket({ min_age: 30, max_age: 40 })).toBe('all');
    expect(rangeToBucket({})).toBe('all');
  });
});

describe('tile positions', () => {
  const both = { cams: true, ads: true };
  it('puts the cam tile at 1 mod 12 and the ad tile at 5 mod 12', () => {
    const kinds = Array.from({ length: 30 }, (_, i) => tileAt(i, both));
    expect(kinds.flatMap((k, i) => (k === 'cam' ? [i] : []))).toEqual([1, 13, 25]);
    expect(kinds.flatMap((k, i) => (k === 'ad' ? [i] : []))).toEqual([5, 17, 29]);
  });
  it('only where enabled', () => {
    expect(tileAt(1, { cams: false, ads: true })).toBeNull();
    expect(tileAt(5, { cams: true, ads: false })).toBeNull();
  });
  it('mixes tiles between profiles and keeps every profile in order', () => {
    const tiles = mixTiles(Array.from({ length: 20 }, (_, i) => i), both);
    expect(tiles.map((t) => (t.kind === 'profile' ? t.profile : t.kind))).toEqual([
      0, 'cam', 1, 2, 3, 'ad', 4, 5, 6, 7, 8, 9, 10, 'cam', 11, 12, 13, 'ad', 14, 15, 16, 17, 18, 19,
    ]);
  });
  it('adds nothing when disabled or when there are no profiles', () => {
    expect(mixTiles([1, 2, 3], { cams: false, ads: false }).map((t) => t.kind)).toEqual(['profile', 'profile', 'profile']);
    expect(mixTiles([], both)).toEqual([]);
  });
});

describe('similar search', () => {
  it.each([['AU', 'NZ'], ['NZ', 'AU'], ['NL', 'BE'], ['BE', 'NL'], ['US', 'CA'], ['CA', 'US'], ['GB', 'IE'], ['IE', 'GB'], ['DE', 'AT'], ['AT', 'DE']])(
    '%s neighbours %s', (a, b) => expect(neighbouringCountry(a)).toBe(b),
  );
  it('has no neighbour for other countries', () => {
    expect(neighbouringCountry('FR')).toBeNull();
  });
  it('widens the age range by 5 years each side and adds the neighbour', () => {
    expect(widenSearch({ min_age: 26, max_age: 35, country: 'NL' })).toEqual({ min_age: 21, max_age: 40, countries: ['NL', 'BE'] });
  });
  it('stays within 18-100', () => {
    expect(widenSearch({ min_age: 18, max_age: 98, country: 'FR' })).toEqual({ min_age: 18, max_age: 100, countries: ['FR'] });
  });
});

describe('resell eligibility', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const unpaid = (signup_date: string) => ({ paid_user: false, signup_date });
  it('is on for unpaid members who signed up more than 4 days ago with cams or camads', () => {
    expect(resellEnabled({ user: unpaid('2026-01-05T12:00:00Z'), memberResell: ['cams'], now })).toBe(true);
    expect(resellEnabled({ user: unpaid('2026-01-05 12:00:00'), memberResell: ['camads'], now: Date.parse('2026-01-10T12:00:00') })).toBe(true);
  });
  it('is off at exactly 4 days, for paid members, visitors, or without cams/camads', () => {
    expect(resellEnabled({ user: unpaid('2026-01-06T12:00:00Z'), memberResell: ['cams'], now })).toBe(false);
    expect(resellEnabled({ user: { paid_user: true, signup_date: '2025-01-01T00:00:00Z' }, memberResell: ['cams'], now })).toBe(false);
    expect(resellEnabled({ user: null, memberResell: ['cams'], now })).toBe(false);
    expect(resellEnabled({ user: unpaid('2025-01-01T00:00:00Z'), memberResell: [], now })).toBe(false);
  });
  it('turns tiles on per kind', () => {
    const flags = { showWebcamTiles: true, showAdTiles: true };
    expect(promotionTiles(flags, true, ['cams'])).toEqual({ cams: true, ads: false });
    expect(promotionTiles(flags, true, ['cams', 'camads'])).toEqual({ cams: true, ads: true });
    expect(promotionTiles(flags, false, ['cams', 'camads'])).toEqual({ cams: false, ads: false });
  });
});

describe('language badge', () => {
  it('shows for CA, BE and CH only', () => {
    expect(['CA', 'BE', 'CH', 'NL'].map((c) => showsLanguageBadge(c, 'fr'))).toEqual([true, true, true, false]);
  });
});
