import { object, optional, record, string, unknown, type Infer } from 'superstruct';

/** The body of every 4xx answer. `fields` names each failed input with the rule it broke. */
export const FieldError = object({ code: string(), message: string(), params: optional(record(string(), unknown())) });
export const ApiErrorBody = object({ error: string(), message: string(), fields: optional(record(string(), FieldError)) });
export type ApiErrorBody = Infer<typeof ApiErrorBody>;
export type FieldError = Infer<typeof FieldError>;
