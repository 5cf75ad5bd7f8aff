/**
 * Business constants of docs/product.md §9, in one place so every part agrees. Times in milliseconds.
 * Sizes the stylesheets need (the toast's 4 px progress bar) live as tokens in @dating/ui's tokens.css instead.
 */
export const POLL_INTERVAL_MS = 60_000;
export const POLL_INTERVAL_PUSH_MS = 300_000;
export const POLL_CHATS_LIKES_DELAY_MS = 1_000;
export const LOGGING_OUT_FLAG_DELAY_MS = 1_000;
export const LOCALE_COOKIE_DAYS = 365;
/** the 'universal storage' cookie (values kept in a cookie and local storage, docs/product.md §3) */
export const STORAGE_COOKIE_MAX_AGE_S = 2_592_000;
export const SIGNUP_MIN_AGE = 18;
export const PICKER_MAX_AGE = 100;
export const SIGNUP_LAST_STEP = 7;
export const SIGNUP_PROGRESS_STEPS = 6;
export const ACTIVATION_POLL_MS = 900;
export const ACTIVATION_TICKS = 20;
export const ACTIVATION_TEXT_STAGES = [4, 7, 10] as const;
export const EMAIL_CHECK_DEBOUNCE_MS = 500;
export const EMAIL_SUGGESTION_DISTANCE = 2;
export const SEARCH_PAGE_SIZE = 12;
/**
 * /members' first search (docs/product.md §2): automatic, the server chooses the filters (the member's saved ones or
 * its defaults). The search page makes it, and the shell starts it early for a member (host/src/routing/first-call.ts).
 */
export const FIRST_SEARCH_QUERY = { auto_load: '1', page: 1, pp: SEARCH_PAGE_SIZE } as const;
/** How long a search answer is shown without asking again (a member going back and forth between results). */
export const SEARCH_FRESH_MS = 30_000;
export const CAM_TILE_POSITION = 1;
export const AD_TILE_POSITION = 5;
export const AGE_BUCKETS = ['all', '-25', '26-35', '36-45', '46-55', '56-65', '65-'] as const;
export const SIMILAR_AGE_WIDENING = 5;
export const NEIGHBOURING_COUNTRIES = [
  ['AU', 'NZ'],
  ['NL', 'BE'],
  ['US', 'CA'],
  ['GB', 'IE'],
  ['DE', 'AT'],
] as const;
export const GEOLOCATION_CACHE_MS = 3_600_000;
export const LANGUAGE_BADGE_COUNTRIES = ['CA', 'BE', 'CH'] as const;
export const RESELL_MIN_MEMBER_AGE_MS = 345_600_000;
export const TOAST_DURATION_MS = 5_000;
export const POPOVER_SHOW_DELAY_MS = 100;
export const POPOVER_HIDE_DELAY_MS = 300;
export const POPOVER_OFFSET_PX = 8;
export const TOOLTIP_OFFSET_PX = 6;
export const MODAL_BASE_Z_INDEX = 1055;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const SKIPPED_SITE_ENTRY_WARNING_KEY = 'skipped-site-entry-warning';

/** The static pages of docs/product.md §2 (/pages/<name>). */
export const STATIC_PAGES = ['ban', 'faq', 'terms', 'cookies', 'privacy', 'service', 'return-policy'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
/** The landing kinds of docs/product.md §2 (/landers/<kind>/<slug>). */
export const LANDING_KINDS = [
  'video',
  'gallery',
  'maplanding',
  'alonetonight',
  'iconslanding',
  'socialnetwork',
  'collagelanding',
  'transitionsvideolanding',
] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];
