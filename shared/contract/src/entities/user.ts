import { boolean, number, object, string, type Infer } from 'superstruct';
import { Profile } from './profile';

/** The logged-in member (spec section 3). mailprovider 2 is the provider whose mail search we can link to. */
export const User = object({
  email: string(),
  profile: Profile,
  paid_user: boolean(),
  /** ISO 8601 */
  signup_date: string(),
  mailprovider: number(),
  fictional_icon: boolean(),
  credits: number(),
  /** the activation link in the signup mail was followed */
  activated: boolean(),
});
export type User = Infer<typeof User>;
