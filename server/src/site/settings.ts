import { isLocalDeveloper } from '../routes/dev-guard';
import type { FastifyRequest } from 'fastify';
import { DETAIL_FIELDS, MINOR_UNIT_DIGITS, type Settings } from '@dating/contract';
import { messageCostOf } from '../credits/packages';
import { SUPPORTED_COUNTRIES } from '../geo/countries';
import { companyInfo } from './company';
import { guessCountry } from './geoip';
import type { SiteConfig } from './site-config';
import { offeredResell } from '../xcams/partner';

/**
 * Cheapest message price per country (shown on the credits pages), derived from the price list of
 * credits/packages.ts. The spec's `costs` is a decimal for display; the integer minor units stay the truth.
 */
const MINIMUM_MESSAGE_COSTS: Settings['minimum_message_costs'] = Object.fromEntries(
  SUPPORTED_COUNTRIES.map((country) => {
    const { amount, currency } = messageCostOf(country);
    return [country, { costs: amount / 10 ** MINOR_UNIT_DIGITS, currency }];
  }),
);

/** Profile fields the profile pages and signup step 4 show (signup step 3 shows city only when listed). */
const VISIBLE_PROFILE_FIELDS = [
  'gender',
  'date_of_birth',
  'country',
  'countryregion',
  'city',
  ...Object.keys(DETAIL_FIELDS),
];

export function buildSettings(site: SiteConfig, request: FastifyRequest): Settings {
  const company = companyInfo();
  const { detected, selected } = guessCountry(request);
  return {
    name: site.name,
    domain_language: 'en',
    region_data: '/api/regions.php',
    company_name: company.name,
    company_address: company.address,
    company_kvk: company.kvk,
    company_city: company.city,
    company_country: company.country,
    company_tradenames: company.tradenames,
    company_vat_numbers: company.vat_numbers,
    support_phone: company.support_phone,
    delete_discount: company.delete_discount,
    signups: site.signups,
    visible_profile_fields: VISIBLE_PROFILE_FIELDS,
    visible_profile_notes: true,
    countries: [...SUPPORTED_COUNTRIES],
    geoip_selected_country: selected,
    geoip_country: detected,
    cdn_prefix: site.cdnPrefix,
    push_pub: site.pushPublicKey,
    search_fields: ['gender', 'min_age', 'max_age', 'country', 'countryregion'],
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsources,
    minimum_message_costs: MINIMUM_MESSAGE_COSTS,
    member_resell: offeredResell(site),
    fictional_icon: site.fictionalIcon,
    template: 'classic',
    // the dev panel shows only where its pages answer: DEV_TOOLS on and the developer at this machine
    dev_tools: site.devTools && isLocalDeveloper(request),
  };
}
