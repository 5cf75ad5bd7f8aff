import { array, boolean, nullable, object, optional, record, size, union, literal } from 'superstruct';
import { endpoint } from '../endpoint';
import { Tracking } from '../entities/tracking';
import { LanderVisit, SearchStart } from '../entities/landers';
import { Ok, ActivationProgress, EmailCheck } from '../entities/misc';
import { UserAnswer } from './session';
import { DateOfBirthString, EpochMillis, Id, QueryId, Text } from '../primitives';

/** Signup payload (docs/product.md §3). Rules beyond shape (name, email, status) are checked by the rules module. */
export const SignupBody = object({
  email: size(Text, 1, 254),
  name: size(Text, 0, 150),
  password: size(Text, 1, 1024),
  trafficsource: Text,
  timezone: Text,
  country: Text,
  language: Text,
  profile: nullable(Id),
  form_path: Text,
  referrer: Text,
  /** a hash binding the form to the visitor's CSRF cookie */
  csrf: Text,
  /** the token validate_email.php gave for this address */
  token: Text,
  /** the user agent */
  n: Text,
  tracking: optional(Tracking),
  /** the landing page (and its remote's version) the visitor came through */
  lander: optional(LanderVisit),
  /** the match-finder's answers: the new member's first search */
  search_start: optional(SearchStart),
});
export const postUserNew = endpoint({
  method: 'POST',
  path: '/api/user.php',
  fixedQuery: { new: '1' },
  body: SignupBody,
  response: UserAnswer,
  auth: false,
});

export const PushSubscriptionBody = object({
  subscription: object({
    endpoint: Text,
    expirationTime: optional(nullable(EpochMillis)),
    /** base64url of a 65-byte key and a 16-byte secret: far shorter than this */
    keys: object({ p256dh: size(Text, 1, 256), auth: size(Text, 1, 256) }),
  }),
});
export const postUserPush = endpoint({
  method: 'POST',
  path: '/api/user.php',
  fixedQuery: { push: '1' },
  body: PushSubscriptionBody,
  response: Ok,
  auth: true,
});

/** Either a location ({country, countryregion, city}) or a full profile (signup steps 4 and 5, the profile page). */
export const UserUpdateBody = object({
  name: optional(Text),
  gender: optional(union([literal('male'), literal('female'), literal('')])),
  date_of_birth: optional(DateOfBirthString),
  country: optional(Text),
  countryregion: optional(Text),
  city: optional(Text),
  personal: optional(Text),
  details: optional(record(Text, Text)),
  /** replaces the member's interests (ids of interests.php; the rule: validateInterests) */
  interests: optional(size(array(Id), 0, 100)),
  lastSignupStep: optional(union([literal(true), literal(false)])),
  shown_to_visitors: optional(boolean()),
});
export const putUser = endpoint({
  method: 'PUT',
  path: '/api/user.php',
  body: UserUpdateBody,
  response: UserAnswer,
  auth: true,
});

export const getValidateEmail = endpoint({
  method: 'GET',
  path: '/api/validate_email.php',
  query: object({ email: size(Text, 1, 254) }),
  response: EmailCheck,
  auth: false,
});

/** Polled every 900 ms during signup step 6: has the activation mail been delivered. */
export const getActivate = endpoint({
  method: 'GET',
  path: '/api/activate.php',
  response: ActivationProgress,
  auth: true,
});

export const postProfileimage = endpoint({
  method: 'POST',
  path: '/api/profileimage.php',
  bodyKind: 'multipart',
  response: object({ image: object({ id: Id, thumb_filename: Text }), user: UserAnswer.schema.user }),
  auth: true,
});

/** One of the member's own photos (the profile page's photo management). */
export const ProfileImageBody = object({ image: Id });
/** Makes one of the member's photos the main photo (the one on cards and in the top bar). */
export const putProfileimage = endpoint({
  method: 'PUT',
  path: '/api/profileimage.php',
  body: ProfileImageBody,
  response: UserAnswer,
  auth: true,
});
/** Removes one of the member's photos, its files included; the next photo becomes main if it was the main one. */
export const deleteProfileimage = endpoint({
  method: 'DELETE',
  path: '/api/profileimage.php',
  body: ProfileImageBody,
  response: UserAnswer,
  auth: true,
});

/** Dev panel: set the member's credits to zero. */
export const postDevCreditsZero = endpoint({
  method: 'POST',
  path: '/api/_dev/credits-zero.php',
  body: object({}),
  response: UserAnswer,
  auth: true,
});

export const getGeocode = endpoint({
  method: 'GET',
  path: '/api/geocode.php',
  query: object({ lat: Text, lon: Text }),
  response: object({ country: Text, countryregion: Text, city: Text }),
  auth: false,
});

export const UserIdQuery = object({ id: QueryId });
