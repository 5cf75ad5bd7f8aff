import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_init';
import * as m0002 from './0002_remote_errors';
import * as m0003 from './0003_signup';
import * as m0004 from './0004_search';
import * as m0005 from './0005_mail_codes';
import * as m0006 from './0006_ops_sessions';
import * as m0007 from './0007_credits';
import * as m0008 from './0008_sandbox_payments';
import * as m0009 from './0009_chat';
import * as m0011 from './0011_notifications';
import * as m0013 from './0013_leaving';
import * as m0012 from './0012_safety';
import * as m0014 from './0014_search_speed';
import * as m0015 from './0015_poll_changes';
import * as m0016 from './0016_search_changes';
import * as m0017 from './0017_shared_poll_versions';
import * as m0018 from './0018_discount_packages';
import * as m0019 from './0019_visitor_review';
import * as m0020 from './0020_interests';
import * as m0021 from './0021_photo_renditions';
import * as m0022 from './0022_lander_visits';

/**
 * Every migration, by name, in order. An explicit map rather than a folder scan: it works the same under
 * tsx, jest and a bundler, and a migration cannot be skipped by a file that failed to load.
 */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_remote_errors': m0002,
  '0003_signup': m0003,
  '0004_search': m0004,
  '0005_mail_codes': m0005,
  '0006_ops_sessions': m0006,
  '0007_credits': m0007,
  '0008_sandbox_payments': m0008,
  '0009_chat': m0009,
  '0011_notifications': m0011,
  '0012_safety': m0012,
  '0013_leaving': m0013,
  '0014_search_speed': m0014,
  '0015_poll_changes': m0015,
  '0016_search_changes': m0016,
  '0017_shared_poll_versions': m0017,
  '0018_discount_packages': m0018,
  '0019_visitor_review': m0019,
  '0020_interests': m0020,
  '0021_photo_renditions': m0021,
  '0022_lander_visits': m0022,
};
