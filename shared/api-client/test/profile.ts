import type { Profile } from '@dating/contract';

/** Another member as the calls answer them: complete, nothing optional filled in. */
export const profile = (id: number): Profile => ({
  id,
  name: `M${id}`,
  age: 30,
  city: '',
  country: 'NL',
  countryregion: '',
  gender: 'female',
  date_of_birth: '0000-00-00',
  personal: '',
  main_image: null,
  images: [],
  language: 'nl',
  did_like_profile: false,
  lastSignupStep: true,
});
