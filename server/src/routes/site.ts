import { getCompanyinfo, getInterests, getProfileFields, getRegions, getSettings } from '@dating/contract';
import type { ApiRouter } from '../http/api-router';
import { regionData } from '../geo/regions';
import { companyInfo } from '../site/company';
import { interests } from '../site/interests';
import { profileFields } from '../site/profile-fields';
import { buildSettings } from '../site/settings';
import type { RouteDeps } from './context';

/** Site-wide data every visitor may read. */
export function siteRoutes(api: ApiRouter, { site }: RouteDeps): void {
  api.add(getSettings, async ({ request }) => buildSettings(site, request));
  api.add(getCompanyinfo, async () => companyInfo());
  api.add(getRegions, async () => regionData);
  api.add(getProfileFields, async () => profileFields);
  api.add(getInterests, async () => interests);
}
