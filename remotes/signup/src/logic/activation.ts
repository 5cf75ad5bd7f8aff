import { ACTIVATION_TEXT_STAGES, ACTIVATION_TICKS } from '@dating/config';

/**
 * 0 before tick 4, 1 from tick 4, 2 from tick 7, 3 from tick 10: the index of the text to show (docs/product.md §9).
 */
export function activationStage(tick: number): number {
  return ACTIVATION_TEXT_STAGES.filter((at) => tick >= at).length;
}

/** The bar's share, 0 to 1. */
export const activationProgress = (tick: number): number => Math.min(tick, ACTIVATION_TICKS) / ACTIVATION_TICKS;
