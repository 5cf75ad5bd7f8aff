import { array, boolean, enums, nullable, number, object, optional, record, string, type Infer } from 'superstruct';
import { DateOfBirthString, Id } from '../primitives';

export const GENDERS = ['male', 'female'] as const;
export const Gender = enums(GENDERS);
/** '' when the member has not said. */
export const GenderOrUnset = enums([...GENDERS, ''] as const);

export const ImageRef = object({ id: Id, thumb_filename: string() });
export type ImageRef = Infer<typeof ImageRef>;

/**
 * A member profile (spec section 3). Other members' profiles carry date_of_birth '0000-00-00' (only the age
 * is public); a member's own profile carries the real date.
 */
export const Profile = object({
  id: Id,
  name: string(),
  age: nullable(number()),
  city: string(),
  country: string(),
  countryregion: string(),
  gender: GenderOrUnset,
  date_of_birth: DateOfBirthString,
  personal: string(),
  main_image: nullable(object({ thumb_filename: string() })),
  images: array(ImageRef),
  language: string(),
  did_like_profile: boolean(),
  lastSignupStep: boolean(),
  /** answers to the optional profile fields of profile_fields.php, keyed by field name */
  details: optional(record(string(), string())),
});
export type Profile = Infer<typeof Profile>;

/** A profile that liked the member, with the spec's new-like flag. */
export const LikedByProfile = object({ ...Profile.schema, like_new: boolean() });
export type LikedByProfile = Infer<typeof LikedByProfile>;
