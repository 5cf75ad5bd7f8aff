import { array, boolean, enums, nullable, number, object, record, string, type Infer } from 'superstruct';
import { Id } from '../primitives';

export const EMAIL_STATUSES = ['new', 'active', 'not_confirmed', 'deleted', 'invalid'] as const;
export const EmailStatus = enums(EMAIL_STATUSES);
export type EmailStatus = Infer<typeof EmailStatus>;

export const EmailCheck = object({ token: string(), status: EmailStatus, email: string(), request_email: string() });
export type EmailCheck = Infer<typeof EmailCheck>;

export const ProfileFields = object({ fields: record(string(), object({ allowed_values: array(string()) })) });
export type ProfileFields = Infer<typeof ProfileFields>;

export const Interests = object({ interests: array(object({ id: Id, name: string() })) });
export type Interests = Infer<typeof Interests>;

/** Discount code fields are not shown in the spec; these are the ones the credits pages need. */
export const DiscountCode = object({
  code: string(),
  kind: enums(['welcome', 'time_bonus', 'code']),
  percentage: number(),
  expires_at: nullable(string()),
});
export type DiscountCode = Infer<typeof DiscountCode>;

export const ActivationProgress = object({ delivered: boolean() });
export const Ok = object({ ok: boolean() });
