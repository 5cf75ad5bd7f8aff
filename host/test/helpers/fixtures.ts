import type { ChatListItem, Likes, Profile, Settings, User } from '@dating/contract';
import { testProfile } from '@dating/testing';

export function profile(id: number, name = `Member ${id}`): Profile {
  return testProfile(id, { name, age: 31, countryregion: 'UT', language: 'en' });
}

export function user(overrides: Partial<User> = {}): User {
  return {
    email: 'demo@example.com',
    profile: profile(1, 'Demo'),
    paid_user: false,
    signup_date: '2024-01-01T00:00:00Z',
    mailprovider: 0,
    fictional_icon: false,
    credits: 10,
    activated: true,
    shown_to_visitors: true,
    ...overrides,
  };
}

export function settings(overrides: Partial<Settings> = {}): Settings {
  return {
    name: 'Flirt Site',
    domain_language: 'en',
    region_data: '',
    company_name: 'Flirt BV',
    company_address: 'Street 1',
    company_kvk: '123',
    company_city: 'Utrecht',
    company_country: 'NL',
    company_tradenames: [],
    company_vat_numbers: [],
    support_phone: '',
    delete_discount: 0,
    signups: 'all',
    visible_profile_fields: ['city'],
    visible_profile_notes: true,
    countries: ['NL'],
    geoip_selected_country: 'NL',
    geoip_country: 'NL',
    cdn_prefix: '',
    push_pub: '',
    search_fields: [],
    logged_out_search: false,
    logged_out_search_trafficsource: [],
    minimum_message_costs: {},
    member_resell: [],
    fictional_icon: false,
    template: 'classic',
    dev_tools: false,
    ...overrides,
  };
}

export const chat = (id: number, unread: number): ChatListItem => ({
  conversation: { id },
  profile: profile(id + 100),
  num_unread_messages: unread,
  last_message: unread > 0 ? { text: 'Hello', sent_at: '2024-05-01T12:00:00.000Z', mine: false } : null,
});

export const likes = (newOnes: number, seen = 0): Likes => ({
  profiles: [],
  liked_by: [
    ...Array.from({ length: newOnes }, (_, i) => ({ ...profile(200 + i), like_new: true })),
    ...Array.from({ length: seen }, (_, i) => ({ ...profile(300 + i), like_new: false })),
  ],
});
