import { array, boolean, enums, object, record, type Infer } from 'superstruct';
import { Percent, Price, Text } from '../primitives';

export const MinimumMessageCost = object({ costs: Price, currency: Text });

/** Site settings (docs/product.md §3). `signups` is 'all', 'with_trafficsource' or anything else (closed). */
export const Settings = object({
  name: Text,
  domain_language: Text,
  region_data: Text,
  company_name: Text,
  company_address: Text,
  company_kvk: Text,
  company_city: Text,
  company_country: Text,
  company_tradenames: array(Text),
  company_vat_numbers: array(Text),
  support_phone: Text,
  delete_discount: Percent,
  signups: Text,
  visible_profile_fields: array(Text),
  visible_profile_notes: boolean(),
  countries: array(Text),
  geoip_selected_country: Text,
  geoip_country: Text,
  cdn_prefix: Text,
  push_pub: Text,
  search_fields: array(Text),
  logged_out_search: boolean(),
  logged_out_search_trafficsource: array(Text),
  minimum_message_costs: record(Text, MinimumMessageCost),
  member_resell: array(enums(['cams', 'camads'])),
  fictional_icon: boolean(),
  /** template name, 'classic' */
  template: Text,
  /** the dev panel and /_dev pages are on (development machines only) */
  dev_tools: boolean(),
});
export type Settings = Infer<typeof Settings>;

export const CompanyInfo = object({
  name: Text,
  address: Text,
  kvk: Text,
  city: Text,
  country: Text,
  tradenames: array(Text),
  vat_numbers: array(Text),
  support_phone: Text,
  delete_discount: Percent,
});
export type CompanyInfo = Infer<typeof CompanyInfo>;
