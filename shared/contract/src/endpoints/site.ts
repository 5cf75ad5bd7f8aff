import { enums, object, size } from 'superstruct';
import { Text } from '../primitives';
import { endpoint } from '../endpoint';
import { CompanyInfo, Settings } from '../entities/settings';
import { RegionData } from '../entities/geo';
import { Interests, Ok, ProfileFields } from '../entities/misc';

export const getSettings = endpoint({ method: 'GET', path: '/api/settings.php', response: Settings, auth: false });
export const getCompanyinfo = endpoint({
  method: 'GET',
  path: '/api/companyinfo.php',
  response: CompanyInfo,
  auth: false,
});
export const getRegions = endpoint({ method: 'GET', path: '/api/regions.php', response: RegionData, auth: false });
export const getProfileFields = endpoint({
  method: 'GET',
  path: '/api/profile_fields.php',
  response: ProfileFields,
  auth: false,
});
export const getInterests = endpoint({ method: 'GET', path: '/api/interests.php', response: Interests, auth: false });
/** Beacon sent when the page is hidden; the body is an empty JSON object. */
export const postPageHidden = endpoint({
  method: 'POST',
  path: '/api/page-hidden.php',
  body: object({}),
  response: Ok,
  auth: false,
});

/**
 * Beacon from the host when a remote fails to load or render, per remote and version, so ops can see a bad
 * version (and the canary can be rolled back automatically). Sent with sendBeacon, so it carries no CSRF header.
 */
export const RemoteErrorBody = object({
  remote: size(Text, 1, 64),
  version: size(Text, 0, 128),
  phase: enums(['load', 'render']),
  message: size(Text, 0, 1000),
});
export const postRemoteError = endpoint({
  method: 'POST',
  path: '/api/remote-error.php',
  body: RemoteErrorBody,
  response: Ok,
  auth: false,
});
