import { ageOn, parseDateOfBirth, UNSET_DATE_OF_BIRTH, type ImageRef, type Profile } from '@dating/contract';

/** The member columns a profile is made of. */
export const PROFILE_COLUMNS = [
  'members.id',
  'members.name',
  'members.gender',
  'members.date_of_birth',
  'members.country',
  'members.countryregion',
  'members.city',
  'members.personal',
  'members.details',
  'members.language',
  'members.last_signup_step',
  'members.fictional',
  'members.interests',
] as const;

export interface ProfileSource {
  id: number;
  fictional: boolean;
  name: string;
  gender: 'male' | 'female' | '';
  date_of_birth: string | null;
  country: string;
  countryregion: string;
  city: string;
  personal: string;
  details: Record<string, string>;
  language: string;
  last_signup_step: boolean;
  main_thumb: string | null;
  interests: number[];
}

export function ageOf(dateOfBirth: string | null, today = new Date()): number | null {
  const parts = dateOfBirth ? parseDateOfBirth(dateOfBirth) : null;
  return parts ? ageOn(parts, today) : null;
}

/**
 * A member as the contract's Profile. Only the member's own profile carries the birth date; others see
 * the age and the '0000-00-00' placeholder, so a birthday is never exposed to strangers.
 */
export function toProfile(row: ProfileSource, images: ImageRef[], didLike: boolean, own: boolean): Profile {
  return {
    id: row.id,
    name: row.name,
    age: ageOf(row.date_of_birth),
    city: row.city,
    country: row.country,
    countryregion: row.countryregion,
    gender: row.gender,
    date_of_birth: own && row.date_of_birth ? row.date_of_birth : UNSET_DATE_OF_BIRTH,
    personal: row.personal,
    main_image: row.main_thumb ? { thumb_filename: row.main_thumb } : null,
    images,
    language: row.language,
    did_like_profile: didLike,
    lastSignupStep: row.last_signup_step,
    details: row.details ?? {},
    interests: row.interests ?? [],
    fictional: row.fictional,
  };
}
