import { array, boolean, enums, number, object, record, string, type Infer } from 'superstruct';

export const MinimumMessageCost = object({ costs: number(), currency: string() });

/** Site settings (spec section 3). `signups` is 'all', 'with_trafficsource' or anything else (closed). */
export const Settings = object({
  name: string(),
  domain_language: string(),
  region_data: string(),
  company_name: string(),
  company_address: string(),
  company_kvk: string(),
  company_city: string(),
  company_country: string(),
  company_tradenames: array(string()),
  company_vat_numbers: array(string()),
  support_phone: string(),
  delete_discount: number(),
  signups: string(),
  visible_profile_fields: array(string()),
  visible_profile_notes: boolean(),
  countries: array(string()),
  geoip_selected_country: string(),
  geoip_country: string(),
  cdn_prefix: string(),
  push_pub: string(),
  search_fields: array(string()),
  logged_out_search: boolean(),
  logged_out_search_trafficsource: array(string()),
  minimum_message_costs: record(string(), MinimumMessageCost),
  member_resell: array(enums(['cams', 'camads'])),
  fictional_icon: boolean(),
  /** template name, 'classic' */
  template: string(),
  /** the dev panel and /_dev pages are on (development machines only) */
  dev_tools: boolean(),
});
export type Settings = Infer<typeof Settings>;

export const CompanyInfo = object({
  name: string(),
  address: string(),
  kvk: string(),
  city: string(),
  country: string(),
  tradenames: array(string()),
  vat_numbers: array(string()),
  support_phone: string(),
  delete_discount: number(),
});
export type CompanyInfo = Infer<typeof CompanyInfo>;
