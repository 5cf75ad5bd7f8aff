import { DETAIL_FIELDS, UNSET_DATE_OF_BIRTH, type Profile, type BodyOf, type putUser } from '@dating/contract';

/** What the profile form edits. Flat, so react-final-form field names are plain; details are `details.<field>`. */
export interface ProfileFormValues {
  name: string;
  gender: '' | 'male' | 'female';
  date_of_birth: string;
  country: string;
  countryregion: string;
  city: string;
  personal: string;
  /** answers to the profile_fields.php fields kept in `details`; an unanswered field has no key */
  details?: Record<string, string>;
  /** ids of the interests of interests.php the member picked (docs/product.md §5) */
  interests?: number[];
  /** the member's saved choice (User.shown_to_visitors); VisitorsField saves it when flipped, the save button not */
  shown_to_visitors?: boolean;
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
    details: profile.details && { ...profile.details },
    interests: [...(profile.interests ?? [])],
  };
}

/**
 * The PUT /api/user.php body; an untouched date of birth is not sent, so an unset one stays unset. A field the
 * member emptied arrives as undefined (react-final-form's default parse) and is sent as '', which clears it.
 */
export function toUpdateBody(values: Partial<ProfileFormValues>, showCity: boolean): BodyOf<typeof putUser> {
  const dob = values.date_of_birth ?? UNSET_DATE_OF_BIRTH;
  return {
    name: (values.name ?? '').trim(),
    gender: values.gender ?? '',
    ...(dob !== UNSET_DATE_OF_BIRTH ? { date_of_birth: dob } : {}),
    country: values.country ?? '',
    countryregion: values.countryregion ?? '',
    ...(showCity ? { city: (values.city ?? '').trim() } : {}),
    personal: values.personal ?? '',
    details: detailsBody(values.details ?? {}),
    // in the list's order, whatever order they were ticked in; none ticked clears them
    interests: [...(values.interests ?? [])].sort((a, b) => a - b),
  };
}

/**
 * Every detail field, '' for the unanswered: the server keeps an answer it is not sent and removes one sent
 * as '', and react-final-form drops the key of a select set back to "no answer" rather than keeping ''.
 */
function detailsBody(details: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(DETAIL_FIELDS).map((field) => [field, details[field] ?? '']));
}
