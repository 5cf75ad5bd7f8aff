import { getCompanyinfo, getInterests, getProfileFields, getRegions, getSettings } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/api-router';
import { regionData } from '../geo/regions';
import { companyInfo } from '../site/company';
import { interests } from '../site/interests';
import { profileFields } from '../site/profile-fields';
import { buildSettings } from '../site/settings';

/** Site-wide data every visitor may read. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getSettings, async ({ request }) => buildSettings(app.site, request));
  registerEndpoint(app, getCompanyinfo, async () => companyInfo());
  registerEndpoint(app, getRegions, async () => regionData);
  registerEndpoint(app, getProfileFields, async () => profileFields);
  registerEndpoint(app, getInterests, async () => interests);
}
