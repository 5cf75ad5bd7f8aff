import { object, optional, string, type Infer } from 'superstruct';

/** Traffic source data kept from the landing URL (spec section 3). */
export const Tracking = object({
  network: optional(string()),
  ref: optional(string()),
  sub1: optional(string()),
  sub2: optional(string()),
  sub3: optional(string()),
});
export type Tracking = Infer<typeof Tracking>;
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
