import type { Profile, User } from '@dating/contract';

/** A member's public profile as profile.php and the lists answer it; `patch` changes parts (or adds list fields). */
export const testProfile = <P extends Partial<Profile> & Record<string, unknown>>(id: number, patch: P = {} as P) => ({
  id,
  name: `Member ${id}`,
  age: 30,
  city: 'Utrecht',
  country: 'NL',
  countryregion: '',
  gender: 'female' as const,
  date_of_birth: '0000-00-00',
  personal: '',
  main_image: null,
  images: [],
  language: 'nl',
  did_like_profile: false,
  lastSignupStep: true,
  ...patch,
});

/** The member logged in (user.php): Anna, 36, activated; `profile` changes her profile, `account` the rest. */
export const testUser = (profile: Partial<Profile> = {}, account: Partial<Omit<User, 'profile'>> = {}): User => ({
  email: 'anna@example.com',
  paid_user: false,
  signup_date: '',
  mailprovider: 0,
  fictional_icon: false,
  credits: 0,
  activated: true,
  shown_to_visitors: true,
  ...account,
  profile: testProfile(7, { name: 'Anna', age: 36, ...profile }),
});
