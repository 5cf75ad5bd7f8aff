import type { Db } from '../db/connect';
import type { SiteConfig } from '../site/site-config';

/** What route modules need from the app. */
export interface RouteDeps {
  db: Db;
  site: SiteConfig;
  loginRateLimit: { max: number; windowMs: number };
}
