import { object } from 'superstruct';
import { endpoint } from '../endpoint';
import { CompanyInfo, Settings } from '../entities/settings';
import { RegionData } from '../entities/geo';
import { Interests, Ok, ProfileFields } from '../entities/misc';

export const getSettings = endpoint({ method: 'GET', path: '/api/settings.php', response: Settings, auth: false });
export const getCompanyinfo = endpoint({ method: 'GET', path: '/api/companyinfo.php', response: CompanyInfo, auth: false });
export const getRegions = endpoint({ method: 'GET', path: '/api/regions.php', response: RegionData, auth: false });
export const getProfileFields = endpoint({ method: 'GET', path: '/api/profile_fields.php', response: ProfileFields, auth: false });
export const getInterests = endpoint({ method: 'GET', path: '/api/interests.php', response: Interests, auth: false });
/** Beacon sent when the page is hidden; the body is an empty JSON object. */
export const postPageHidden = endpoint({ method: 'POST', path: '/api/page-hidden.php', body: object({}), response: Ok, auth: false });
