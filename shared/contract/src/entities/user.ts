import { boolean, object, type Infer } from 'superstruct';
import { Count, Text } from '../primitives';
import { Profile } from './profile';

/** The logged-in member (docs/product.md §3). mailprovider 2 is the provider whose mail search we can link to. */
export const User = object({
  email: Text,
  profile: Profile,
  paid_user: boolean(),
  /** ISO 8601 */
  signup_date: Text,
  mailprovider: Count,
  fictional_icon: boolean(),
  credits: Count,
  /** the activation link in the signup mail was followed */
  activated: boolean(),
  /** the member lets visitors (logged out) see them on landing pages and in their search (docs/product.md §6) */
  shown_to_visitors: boolean(),
});
export type User = Infer<typeof User>;
