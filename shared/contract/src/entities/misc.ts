import { array, boolean, enums, nullable, object, record, type Infer } from 'superstruct';
import { Id, Percent, Text } from '../primitives';

export const EMAIL_STATUSES = ['new', 'active', 'not_confirmed', 'deleted', 'invalid'] as const;
export const EmailStatus = enums(EMAIL_STATUSES);
export type EmailStatus = Infer<typeof EmailStatus>;

export const EmailCheck = object({ token: Text, status: EmailStatus, email: Text, request_email: Text });
export type EmailCheck = Infer<typeof EmailCheck>;

export const ProfileFields = object({ fields: record(Text, object({ allowed_values: array(Text) })) });
export type ProfileFields = Infer<typeof ProfileFields>;

export const Interests = object({ interests: array(object({ id: Id, name: Text })) });
export type Interests = Infer<typeof Interests>;

/** Discount code fields are not shown in the spec; these are the ones the credits pages need. */
export const DiscountCode = object({
  code: Text,
  kind: enums(['welcome', 'time_bonus', 'code']),
  percentage: Percent,
  expires_at: nullable(Text),
});
export type DiscountCode = Infer<typeof DiscountCode>;

export const ActivationProgress = object({ delivered: boolean() });
export const Ok = object({ ok: boolean() });
