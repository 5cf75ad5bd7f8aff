import { object, optional, record, unknown, type Infer } from 'superstruct';
import { Text } from './primitives';

/** The body of every 4xx answer. `fields` names each failed input with the rule it broke. */
export const FieldError = object({ code: Text, message: Text, params: optional(record(Text, unknown())) });
export const ApiErrorBody = object({
  error: Text,
  message: Text,
  fields: optional(record(Text, FieldError)),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;
export type FieldError = Infer<typeof FieldError>;
