import { lazyPanel } from './lazy-panel';
import type { PopoverProps } from './PopoverPanel';

export type { PopoverProps };

/** A non-modal panel next to its trigger (PopoverPanel), loaded with the first one a page shows. */
export const Popover = lazyPanel<PopoverProps>(() => import('./PopoverPanel').then((m) => m.PopoverPanel));
