import { array, boolean, enums, object, record, type Infer } from 'superstruct';
import { Id, Text } from '../primitives';

export const EMAIL_STATUSES = ['new', 'active', 'not_confirmed', 'deleted', 'invalid'] as const;
export const EmailStatus = enums(EMAIL_STATUSES);
export type EmailStatus = Infer<typeof EmailStatus>;

export const EmailCheck = object({ token: Text, status: EmailStatus, email: Text, request_email: Text });
export type EmailCheck = Infer<typeof EmailCheck>;

export const ProfileFields = object({ fields: record(Text, object({ allowed_values: array(Text) })) });
export type ProfileFields = Infer<typeof ProfileFields>;

export const Interests = object({ interests: array(object({ id: Id, name: Text })) });
export type Interests = Infer<typeof Interests>;

export const ActivationProgress = object({ delivered: boolean() });
export const Ok = object({ ok: boolean() });
