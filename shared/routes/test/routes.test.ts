import { matchRoute, routes, STATIC_PAGES, LANDING_KINDS } from '../src';

describe('route table', () => {
  it('has every route of docs/product.md §2 with unique names', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of [
      'index',
      'home',
      'chats',
      'chats-chatId',
      'likes',
      'likes-type',
      'login',
      'signup',
      'complete-signup',
      'members',
      'members-memberId',
      'members-memberId-chat',
      'members-memberId-signup',
      'members-memberId-landing',
      'members-memberId-landing2-slug',
      'members-memberId-landing3-slug',
      'premium',
      'pricing',
      'profile',
      'complaints',
      'match-finder',
      'signup-matches',
      'activate-done',
      'activate-error',
      'credits',
      'credits-repeat-order',
      'credits-creditId-paymentMethod',
      'notifications',
      'mail-change-do',
      'account-deleted',
      'reset-password',
      'reset-password-do',
      'transactions-transactionId',
      'landers-kind-slug',
      'dev-dialogs',
      'dev-top-nav',
      'dev-activate-reminder',
      'dev-ui',
    ]) {
      expect(names).toContain(n);
    }
    for (const p of STATIC_PAGES) expect(matchRoute(`/pages/${p}`)?.route.access).toBe('no-login');
  });

  it.each([
    ['/', 'index', 'no-login', 'lander'],
    ['/members', 'members', 'optional', 'default'],
    ['/search', 'members', 'optional', 'default'],
    ['/members/42', 'members-memberId', 'optional', 'default'],
    ['/likes/m/42', 'members-memberId', 'optional', 'default'],
    ['/likes/received', 'likes-type', 'login', 'default'],
    ['/chats/5', 'chats-chatId', 'login', 'chat'],
    ['/members/42/chat', 'members-memberId-chat', 'optional', 'chat'],
    ['/members/42/landing', 'members-memberId-landing', 'no-login', 'lander'],
    ['/members/42/landing2/summer', 'members-memberId-landing2-slug', 'no-login', 'empty'],
    ['/credits/3', 'credits-creditId-paymentMethod', 'login', 'default'],
    ['/credits/3/ideal', 'credits-creditId-paymentMethod', 'login', 'default'],
    ['/credits/repeat-order', 'credits-repeat-order', 'login', 'default'],
    ['/transactions/Ab3_-x9Qz0Ab3_-x9Qz0Ab3_-x9Qz0Ab', 'transactions-transactionId', 'no-login', 'default'],
    ['/activate/done', 'activate-done', 'login', 'default'],
    ['/reset-password/do', 'reset-password-do', 'optional', 'default'],
    ['/_dev/dialogs', 'dev-dialogs', 'dev', 'default'],
    ['/match-finder', 'match-finder', 'no-login', 'empty'],
  ])('%s is %s (%s, %s layout)', (path, name, access, layout) => {
    const m = matchRoute(path);
    expect(m?.route.name).toBe(name);
    expect(m?.route.access).toBe(access);
    expect(m?.layout).toBe(layout);
    expect(m?.valid).toBe(true);
  });

  it('gives the landing kinds their layouts', () => {
    expect(LANDING_KINDS).toHaveLength(8);
    expect(matchRoute('/landers/video/x')?.layout).toBe('lander');
    expect(matchRoute('/landers/collagelanding/x')?.layout).toBe('empty');
  });

  it('returns params, including the optional payment method', () => {
    expect(matchRoute('/credits/3/ideal')?.params).toEqual({ creditId: '3', paymentMethod: 'ideal' });
    expect(matchRoute('/credits/3')?.params).toEqual({ creditId: '3' });
  });

  it('knows no route for an unknown path', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/members/1/2/3')).toBeNull();
  });

  it('fails validation for nonsense parameters', () => {
    expect(matchRoute('/members/abc')?.valid).toBe(false);
    expect(matchRoute('/members/2147483647')?.valid).toBe(true);
    expect(matchRoute('/members/2147483648/landing')?.valid).toBe(false);
    expect(matchRoute('/landers/unknownkind/x')?.valid).toBe(false);
    expect(matchRoute('/likes/everything')?.valid).toBe(false);
    expect(matchRoute('/transactions/42')?.valid).toBe(false);
  });
});
