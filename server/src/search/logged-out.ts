import { visitorMaySearch as rule } from '@dating/contract';
import type { SiteConfig } from '../site/site-config';

/** The shared rule of docs/product.md §6 on the server's own names for the two settings. */
export const visitorMaySearch = (site: SiteConfig, trafficsource: string | undefined): boolean =>
  rule(
    { logged_out_search: site.loggedOutSearch, logged_out_search_trafficsource: site.loggedOutSearchTrafficsources },
    trafficsource,
  );
