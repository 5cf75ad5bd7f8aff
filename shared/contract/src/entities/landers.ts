import {
  array,
  boolean,
  enums,
  nullable,
  object,
  optional,
  refine,
  size,
  type Describe,
  type Infer,
  type Struct,
} from 'superstruct';
import { LANDING_KINDS, LANGUAGES, type Language } from '@dating/config';
import { Id, intBetween, boundedNumber, Text } from '../primitives';

/**
 * The content marketing ships with the landers remote (docs/product.md §2, landing pages): every campaign's copy in
 * every language, and the search-engine copy of the other landing pages. It is published as `content.json` in
 * the remote's version folder; the remote reads it to draw a page, the server to write the page's head, and
 * `deploy verify` refuses a version whose content does not pass this schema.
 */

/** One struct per language of the site: a campaign is not live until it speaks all seven. */
function inEveryLanguage<T>(copy: Struct<T>): Describe<Record<Language, T>> {
  return object(Object.fromEntries(LANGUAGES.map((lng) => [lng, copy]))) as unknown as Describe<Record<Language, T>>;
}

/** URL-safe: lower-case letters and digits joined by single hyphens, e.g. 'summer' or 'spring-2027'. */
export const CampaignSlug = refine(
  size(Text, 1, 60),
  'campaign_slug',
  (slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || `'${slug}' is not a slug (a-z, 0-9 and single hyphens)`,
);

/** What a search engine shows: the title (at most 70 characters) and the description (at most 160). */
export const PageCopy = object({ title: size(Text, 1, 70), description: size(Text, 1, 160) });
export type PageCopy = Infer<typeof PageCopy>;

export const CampaignCopy = object({
  title: size(Text, 1, 70),
  description: size(Text, 1, 160),
  headline: size(Text, 1, 90),
  subline: size(Text, 1, 240),
  /** the button that opens the signup form */
  cta: size(Text, 1, 40),
  /** up to four short selling points, where the kind's design shows them */
  points: size(array(size(Text, 1, 120)), 0, 4),
});
export type CampaignCopy = Infer<typeof CampaignCopy>;

/** Who the campaign shows: the members of this gender ('' any) and age range in its teasers. */
export const Audience = refine(
  object({ gender: enums(['male', 'female', '']), min_age: intBetween(18, 100), max_age: intBetween(18, 100) }),
  'age_range',
  (a) => a.min_age <= a.max_age || `min_age ${a.min_age} is above max_age ${a.max_age}`,
);
export type Audience = Infer<typeof Audience>;

export const Campaign = object({
  kind: enums(LANDING_KINDS),
  slug: CampaignSlug,
  audience: Audience,
  copy: inEveryLanguage(CampaignCopy),
});
export type Campaign = Infer<typeof Campaign>;

/** The landing pages other than campaigns; 'member-landing' copy may name the member as {{name}}. */
export const LANDER_PAGES = ['index', 'match-finder', 'signup-matches', 'member-landing'] as const;
export type LanderPageName = (typeof LANDER_PAGES)[number];

export const LanderContent = refine(
  object({
    campaigns: array(Campaign),
    pages: object(
      Object.fromEntries(LANDER_PAGES.map((page) => [page, inEveryLanguage(PageCopy)])) as Record<
        LanderPageName,
        Describe<Record<Language, PageCopy>>
      >,
    ),
  }),
  'unique_campaigns',
  ({ campaigns }) => {
    const seen = new Set<string>();
    for (const { kind, slug } of campaigns) {
      const key = `${kind}/${slug}`;
      if (seen.has(key)) return `campaign ${key} appears twice`;
      seen.add(key);
    }
    return true;
  },
);
export type LanderContent = Infer<typeof LanderContent>;

/** The file name of the content in a landers version folder. */
export const LANDER_CONTENT_FILE = 'content.json';

/**
 * The landing page a visitor came through and the version of the landers remote that drew it (a canary
 * splits visitors between two), kept with the tracking data so a signup can be credited to its campaign.
 */
export const LanderVisit = object({
  /** 'landers/video/summer', 'index', 'members/12/landing', 'match-finder' */
  page: size(Text, 1, 200),
  version: size(Text, 0, 128),
});
export type LanderVisit = Infer<typeof LanderVisit>;

/** Match-finder answers a new account starts its search with (docs/product.md §2, match-finder). */
export const SearchStart = refine(
  object({
    gender: enums(['male', 'female', '']),
    min_age: intBetween(18, 100),
    max_age: intBetween(18, 100),
    country: optional(size(Text, 0, 2)),
    countryregion: optional(size(Text, 0, 10)),
  }),
  'age_range',
  (a) => a.min_age <= a.max_age || `min_age ${a.min_age} is above max_age ${a.max_age}`,
);
export type SearchStart = Infer<typeof SearchStart>;

/**
 * A member as a landing page shows them to a visitor: no profile text, no date of birth, a position rounded to
 * about 10 km for the map. `thumb` is relative to the media prefix like Profile's thumb_filename; when the site
 * keeps its members for members (settings logged_out_search), it names a blurred copy made on the server.
 */
export const Teaser = object({
  id: Id,
  name: Text,
  age: nullable(intBetween(0, 150)),
  gender: Text,
  city: Text,
  country: Text,
  countryregion: Text,
  thumb: nullable(Text),
  lat: nullable(boundedNumber(-90, 90)),
  lon: nullable(boundedNumber(-180, 180)),
  fictional: optional(boolean()),
});
export type Teaser = Infer<typeof Teaser>;

export const Teasers = object({
  profiles: array(Teaser),
  /** the photos are blurred copies: the visitor sees who is there, not what they look like */
  blurred: boolean(),
  /** the country the teasers come from (the visitor's, by IP, unless asked) */
  country: Text,
});
export type Teasers = Infer<typeof Teasers>;
