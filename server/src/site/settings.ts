import { isLocalDeveloper } from '../routes/dev-guard';
import type { FastifyRequest } from 'fastify';
import { DETAIL_FIELDS, type Settings } from '@dating/contract';
import { SUPPORTED_COUNTRIES } from '../geo/countries';
import { companyInfo } from './company';
import { guessCountry } from './geoip';
import type { SiteConfig } from './site-config';

/** Cheapest message price per country, in the local currency (shown on the credits pages). */
const MINIMUM_MESSAGE_COSTS: Settings['minimum_message_costs'] = {
  US: { costs: 0.99, currency: 'USD' },
  CA: { costs: 1.29, currency: 'CAD' },
  GB: { costs: 0.89, currency: 'GBP' },
  IE: { costs: 0.99, currency: 'EUR' },
  NL: { costs: 0.99, currency: 'EUR' },
  BE: { costs: 0.99, currency: 'EUR' },
  DE: { costs: 0.99, currency: 'EUR' },
  AT: { costs: 0.99, currency: 'EUR' },
  CH: { costs: 0.99, currency: 'CHF' },
  FR: { costs: 0.99, currency: 'EUR' },
  IT: { costs: 0.99, currency: 'EUR' },
  ES: { costs: 0.99, currency: 'EUR' },
  PL: { costs: 3.99, currency: 'PLN' },
  AU: { costs: 1.39, currency: 'AUD' },
  NZ: { costs: 1.49, currency: 'NZD' },
};

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
    member_resell: site.memberResell,
    fictional_icon: site.fictionalIcon,
    template: 'classic',
    // the dev panel shows only where its pages answer: DEV_TOOLS on and the developer at this machine
    dev_tools: site.devTools && isLocalDeveloper(request),
  };
}
