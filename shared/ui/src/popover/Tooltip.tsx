import { lazyPanel } from './lazy-panel';
import type { TooltipProps } from './TooltipPanel';

export type { TooltipProps };

/** A role="tooltip" describing its trigger (TooltipPanel), loaded with the first one a page shows. */
export const Tooltip = lazyPanel<TooltipProps>(() => import('./TooltipPanel').then((m) => m.TooltipPanel));
