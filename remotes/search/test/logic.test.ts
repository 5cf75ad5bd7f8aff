import { mixTiles, tileAt } from '../src/logic/tiles';
import { promotionTiles, resellEnabled } from '../src/logic/resell';
import { showsLanguageBadge } from '../src/logic/language-badge';
import { backLink, isSameSitePath } from '../src/logic/back-link';

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
    const tiles = mixTiles(
      Array.from({ length: 20 }, (_, i) => i),
      both,
    );
    expect(tiles.map((t) => (t.kind === 'profile' ? t.profile : t.kind))).toEqual([
      0,
      'cam',
      1,
      2,
      3,
      'ad',
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      'cam',
      11,
      12,
      13,
      'ad',
      14,
      15,
      16,
      17,
      18,
      19,
    ]);
  });
  it('adds nothing when disabled or when there are no profiles', () => {
    expect(mixTiles([1, 2, 3], { cams: false, ads: false }).map((t) => t.kind)).toEqual([
      'profile',
      'profile',
      'profile',
    ]);
    expect(mixTiles([], both)).toEqual([]);
  });
});

describe('resell eligibility', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const unpaid = (signup_date: string) => ({ paid_user: false, signup_date });
  it('is on for unpaid members who signed up more than 4 days ago with cams or camads', () => {
    expect(resellEnabled({ user: unpaid('2026-01-05T12:00:00Z'), memberResell: ['cams'], now })).toBe(true);
    expect(
      resellEnabled({
        user: unpaid('2026-01-05 12:00:00'),
        memberResell: ['camads'],
        now: Date.parse('2026-01-10T12:00:00'),
      }),
    ).toBe(true);
  });
  it('is off at exactly 4 days, for paid members, visitors, or without cams/camads', () => {
    expect(resellEnabled({ user: unpaid('2026-01-06T12:00:00Z'), memberResell: ['cams'], now })).toBe(false);
    expect(
      resellEnabled({ user: { paid_user: true, signup_date: '2025-01-01T00:00:00Z' }, memberResell: ['cams'], now }),
    ).toBe(false);
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

describe('the member page back link', () => {
  it.each([
    ['/likes', true],
    ['/members?country=NL&page=2', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['/home\n', false],
    ['', false],
    [42, false],
  ])('takes %p as a same-site path: %p', (value, expected) => {
    expect(isSameSitePath(value)).toBe(expected);
  });

  it('prefers the router state, then from=, then the likes route, then the search', () => {
    expect(backLink({ pathname: '/members/5', search: '?from=/chats', state: { from: '/home' } })).toEqual({
      to: '/home',
      kind: 'home',
    });
    expect(backLink({ pathname: '/members/5', search: '?from=/chats/3', state: null })).toEqual({
      to: '/chats/3',
      kind: 'chats',
    });
    // the chat with a member at their own address is a conversation too
    expect(backLink({ pathname: '/members/5', search: '', state: { from: '/members/5/chat' } })).toEqual({
      to: '/members/5/chat',
      kind: 'chats',
    });
    expect(backLink({ pathname: '/likes/m/5', search: '' })).toEqual({ to: '/likes', kind: 'likes' });
    expect(backLink({ pathname: '/members/5', search: '?from=//evil.example' })).toEqual({
      to: '/members',
      kind: 'search',
    });
  });
});
