/** Step 6: activate.php is polled every 900 ms for at most 20 ticks, with a new text at ticks 4, 7 and 10. */
export const ACTIVATION_TICK_MS = 900;
export const ACTIVATION_MAX_TICKS = 20;
export const ACTIVATION_STAGES = [4, 7, 10] as const;

/** 0 before tick 4, 1 from tick 4, 2 from tick 7, 3 from tick 10: the index of the text to show. */
export function activationStage(tick: number): number {
  return ACTIVATION_STAGES.filter((at) => tick >= at).length;
}

/** The bar's share, 0 to 1. */
export const activationProgress = (tick: number): number => Math.min(tick, ACTIVATION_MAX_TICKS) / ACTIVATION_MAX_TICKS;

/** Polling ends when the mail is delivered or after the last tick. */
export const activationDone = (tick: number, delivered: boolean): boolean => delivered || tick >= ACTIVATION_MAX_TICKS;
