import type { SiteConfig } from '../site/site-config';

/**
 * Whether a visitor may search members (spec section 6): settings logged_out_search, and when
 * logged_out_search_trafficsource lists sources, only visitors who came from one of them. Landing pages show
 * other visitors blurred photos instead.
 */
export function visitorMaySearch(site: SiteConfig, trafficsource: string | undefined): boolean {
  if (!site.loggedOutSearch) return false;
  const sources = site.loggedOutSearchTrafficsources;
  return sources.length === 0 || sources.includes(trafficsource ?? '');
}
