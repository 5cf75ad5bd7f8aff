import { STATIC_PAGES } from '@dating/config';

/** Who may open a route: members only, visitors only pages that anyone may open, or developers only. */
export type Access = 'login' | 'no-login' | 'optional' | 'dev';

/** The page layouts of docs/product.md §2. */
export const LAYOUTS = ['chat', 'default', 'empty', 'lander'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const isLayout = (value: string): value is Layout => (LAYOUTS as readonly string[]).includes(value);

export type RemoteName = 'signup' | 'search' | 'likes' | 'chat' | 'credits' | 'profile' | 'landers';
export type HostPage = 'login' | 'devDialogs' | 'devTopNav' | 'devActivateReminder' | 'devUi';

/** Where a route's content comes from: an exposed module of a remote, or a page the host owns. */
export type RouteTarget = { remote: RemoteName; module: string } | { host: HostPage };

export interface RouteDef {
  name: string;
  /** react-router path syntax; `:param` and `:param?` */
  path: string;
  aliases?: string[];
  access: Access;
  /**
   * A members' route that a visitor may still open with this hash: the page then shows only what the hash asks
   * for. Used where a mailed link must work for someone who cannot log in.
   */
  visitorHash?: `#${string}`;
  layout: Layout;
  target: RouteTarget;
}

const r = (remote: RemoteName, module: string): RouteTarget => ({ remote, module });
const host = (page: HostPage): RouteTarget => ({ host: page });

export { LANDING_KINDS, STATIC_PAGES } from '@dating/config';

/**
 * Where a member fixes a wrong email address: signup step 7's link and the activation reminder's (docs/product.md §2).
 */
export const CHANGE_EMAIL_PATH = '/profile#email';

/** docs/product.md §2, route for route. Order matters only where two paths could match; react-router ranks them. */
export const routes: RouteDef[] = [
  { name: 'index', path: '/', access: 'no-login', layout: 'lander', target: r('landers', './IndexPage') },
  { name: 'home', path: '/home', access: 'login', layout: 'default', target: r('search', './HomePage') },
  { name: 'chats', path: '/chats', access: 'login', layout: 'default', target: r('chat', './ChatsPage') },
  { name: 'chats-chatId', path: '/chats/:chatId', access: 'login', layout: 'chat', target: r('chat', './ChatPage') },
  { name: 'likes', path: '/likes', access: 'login', layout: 'default', target: r('likes', './LikesPage') },
  { name: 'likes-type', path: '/likes/:type', access: 'login', layout: 'default', target: r('likes', './LikesPage') },
  { name: 'login', path: '/login', access: 'no-login', layout: 'default', target: host('login') },
  { name: 'signup', path: '/signup', access: 'no-login', layout: 'default', target: r('signup', './SignupPage') },
  {
    name: 'complete-signup',
    path: '/complete-signup',
    access: 'no-login',
    layout: 'default',
    target: r('signup', './CompleteSignupPage'),
  },
  ...STATIC_PAGES.map((page): RouteDef => ({
    name: `pages-${page}`,
    path: `/pages/${page}`,
    access: 'no-login',
    layout: 'default',
    target: r('landers', './StaticPage'),
  })),
  {
    name: 'members',
    path: '/members',
    aliases: ['/search'],
    // a visitor may search where settings logged_out_search allow it (docs/product.md §6); the page decides
    access: 'optional',
    layout: 'default',
    target: r('search', './SearchPage'),
  },
  {
    name: 'members-memberId',
    path: '/members/:memberId',
    aliases: ['/likes/m/:memberId'],
    access: 'optional',
    layout: 'default',
    target: r('search', './MemberPage'),
  },
  {
    name: 'members-memberId-chat',
    path: '/members/:memberId/chat',
    access: 'optional',
    layout: 'chat',
    target: r('chat', './MemberChatPage'),
  },
  {
    name: 'members-memberId-signup',
    path: '/members/:memberId/signup',
    access: 'no-login',
    layout: 'default',
    target: r('signup', './MemberSignupPage'),
  },
  {
    name: 'members-memberId-landing',
    path: '/members/:memberId/landing',
    access: 'no-login',
    layout: 'lander',
    target: r('landers', './MemberLandingPage'),
  },
  {
    name: 'members-memberId-landing2-slug',
    path: '/members/:memberId/landing2/:slug',
    access: 'no-login',
    layout: 'empty',
    target: r('landers', './MemberLanding2Page'),
  },
  {
    name: 'members-memberId-landing3-slug',
    path: '/members/:memberId/landing3/:slug',
    access: 'no-login',
    layout: 'empty',
    target: r('landers', './MemberLanding3Page'),
  },
  { name: 'premium', path: '/premium', access: 'login', layout: 'default', target: r('credits', './PremiumPage') },
  { name: 'pricing', path: '/pricing', access: 'no-login', layout: 'default', target: r('credits', './PricingPage') },
  { name: 'profile', path: '/profile', access: 'login', layout: 'default', target: r('profile', './ProfilePage') },
  {
    name: 'complaints',
    path: '/complaints',
    access: 'no-login',
    layout: 'default',
    target: r('profile', './ComplaintsPage'),
  },
  {
    name: 'match-finder',
    path: '/match-finder',
    access: 'no-login',
    layout: 'empty',
    target: r('landers', './MatchFinderPage'),
  },
  {
    name: 'signup-matches',
    path: '/signup-matches',
    access: 'no-login',
    layout: 'empty',
    target: r('landers', './SignupMatchesPage'),
  },
  {
    name: 'activate-done',
    path: '/activate/done',
    access: 'login',
    layout: 'default',
    target: r('signup', './ActivateDonePage'),
  },
  {
    name: 'activate-error',
    path: '/activate/error',
    access: 'no-login',
    layout: 'default',
    target: r('signup', './ActivateErrorPage'),
  },
  { name: 'credits', path: '/credits', access: 'login', layout: 'default', target: r('credits', './CreditsPage') },
  {
    name: 'credits-repeat-order',
    path: '/credits/repeat-order',
    access: 'login',
    layout: 'default',
    target: r('credits', './RepeatOrderPage'),
  },
  {
    name: 'credits-creditId-paymentMethod',
    path: '/credits/:creditId/:paymentMethod?',
    access: 'login',
    layout: 'default',
    target: r('credits', './CheckoutPage'),
  },
  {
    name: 'notifications',
    path: '/notifications',
    access: 'login',
    // docs/product.md §2: the route may carry #email-change-incorrect, the "this was not me" link mailed to the old
    // address after an email change. Whoever changed the address may have changed the password too, so the
    // owner must be able to undo it without logging in.
    visitorHash: '#email-change-incorrect',
    layout: 'default',
    target: r('profile', './NotificationsPage'),
  },
  {
    name: 'mail-change-do',
    path: '/mail-change/do',
    access: 'no-login',
    layout: 'default',
    target: r('profile', './MailChangePage'),
  },
  {
    name: 'account-deleted',
    path: '/account-deleted',
    access: 'optional',
    layout: 'default',
    target: r('profile', './AccountDeletedPage'),
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    access: 'optional',
    layout: 'default',
    target: r('profile', './ResetPasswordPage'),
  },
  {
    name: 'reset-password-do',
    path: '/reset-password/do',
    access: 'optional',
    layout: 'default',
    target: r('profile', './ResetPasswordDoPage'),
  },
  {
    name: 'transactions-transactionId',
    path: '/transactions/:transactionId',
    access: 'no-login',
    layout: 'default',
    target: r('credits', './TransactionPage'),
  },
  {
    name: 'landers-kind-slug',
    path: '/landers/:kind/:slug',
    access: 'no-login',
    layout: 'lander',
    target: r('landers', './LanderPage'),
  },
  { name: 'dev-dialogs', path: '/_dev/dialogs', access: 'dev', layout: 'default', target: host('devDialogs') },
  { name: 'dev-top-nav', path: '/_dev/top-nav', access: 'dev', layout: 'default', target: host('devTopNav') },
  { name: 'dev-ui', path: '/_dev/ui', access: 'dev', layout: 'default', target: host('devUi') },
  {
    name: 'dev-activate-reminder',
    path: '/_dev/activate-reminder',
    access: 'dev',
    layout: 'default',
    target: host('devActivateReminder'),
  },
];

/** Layout of a landing page kind: some kinds are full-bleed (empty layout), the rest use the lander layout. */
export function landerLayout(kind: string): Layout {
  return kind === 'collagelanding' || kind === 'transitionsvideolanding' ? 'empty' : 'lander';
}
