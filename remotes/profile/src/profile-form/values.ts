import { UNSET_DATE_OF_BIRTH, type Profile, type BodyOf, type putUser } from '@dating/contract';

/** What the profile form edits. Kept flat so react-final-form field names are plain. */
export interface ProfileFormValues {
  name: string;
  gender: '' | 'male' | 'female';
  date_of_birth: string;
  country: string;
  countryregion: string;
  city: string;
  personal: string;
}

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    gender: profile.gender,
    date_of_birth: profile.date_of_birth || UNSET_DATE_OF_BIRTH,
    country: profile.country,
    countryregion: profile.countryregion,
    city: profile.city,
    personal: profile.personal,
  };
}

/** The PUT /api/user.php body; an untouched date of birth is not sent, so an unset one stays unset. */
export function toUpdateBody(values: ProfileFormValues, showCity: boolean): BodyOf<typeof putUser> {
  return {
    name: values.name.trim(),
    gender: values.gender,
    ...(values.date_of_birth !== UNSET_DATE_OF_BIRTH ? { date_of_birth: values.date_of_birth } : {}),
    country: values.country,
    countryregion: values.countryregion,
    ...(showCity ? { city: values.city.trim() } : {}),
    personal: values.personal,
  };
}
