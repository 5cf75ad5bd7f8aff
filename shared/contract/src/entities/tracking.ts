import { object, optional, type Infer } from 'superstruct';
import { Text } from '../primitives';

/** Traffic source data kept from the landing URL (docs/product.md §3). */
export const Tracking = object({
  network: optional(Text),
  ref: optional(Text),
  sub1: optional(Text),
  sub2: optional(Text),
  sub3: optional(Text),
});
export type Tracking = Infer<typeof Tracking>;
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
