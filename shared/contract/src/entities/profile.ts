import { array, boolean, enums, nullable, object, optional, record, type Infer } from 'superstruct';
import { Age, DateOfBirthString, Id, intBetween, Text } from '../primitives';
import { PHOTO_LIMITS } from '../photo-rules';

export const GENDERS = ['male', 'female'] as const;
export const Gender = enums(GENDERS);
/** '' when the member has not said. */
export const GenderOrUnset = enums([...GENDERS, ''] as const);

/** One size a photo is kept in: its width in pixels and its file, relative to the media prefix like thumb_filename. */
export const PhotoRendition = object({ width: intBetween(1, PHOTO_LIMITS.keptSide), filename: Text });
export type PhotoRendition = Infer<typeof PhotoRendition>;

/**
 * A member's photo: the square thumbnail of docs/product.md §3 (lists, cards) and, beyond the spec, the photo itself
 * (`filename`, as uploaded up to 2000 px) for where it is shown large: a profile's gallery. `renditions`, when the
 * photo is kept in narrower sizes too (about 480 and 1,080 px), lists them and the photo itself, narrowest first,
 * so a phone loads about its screen's width (`srcset`); absent until they are made.
 */
export const ImageRef = object({
  id: Id,
  thumb_filename: Text,
  filename: Text,
  renditions: optional(array(PhotoRendition)),
});
export type ImageRef = Infer<typeof ImageRef>;

/**
 * A member profile (docs/product.md §3). Other members' profiles carry date_of_birth '0000-00-00' (only the age
 * is public); a member's own profile carries the real date.
 */
export const Profile = object({
  id: Id,
  name: Text,
  age: nullable(Age),
  city: Text,
  country: Text,
  countryregion: Text,
  gender: GenderOrUnset,
  date_of_birth: DateOfBirthString,
  personal: Text,
  main_image: nullable(object({ thumb_filename: Text })),
  images: array(ImageRef),
  language: Text,
  did_like_profile: boolean(),
  lastSignupStep: boolean(),
  /** answers to the optional profile fields of profile_fields.php, keyed by field name */
  details: optional(record(Text, Text)),
  /** ids of the interests of interests.php the member picked (docs/product.md §3, §5), in the list's order */
  interests: optional(array(Id)),
  /**
   * a profile the site runs itself: shown with the fictional icon where settings fictional_icon says so
   * (docs/product.md §3)
   */
  fictional: optional(boolean()),
});
export type Profile = Infer<typeof Profile>;

/** A profile that liked the member, with the spec's new-like flag. */
export const LikedByProfile = object({ ...Profile.schema, like_new: boolean() });
export type LikedByProfile = Infer<typeof LikedByProfile>;
