import { MODAL_BASE_Z_INDEX } from '@dating/config';

/** Each modal opened over another sits this much higher (spec section 9: base 1055). */
export const MODAL_Z_INDEX_STEP = 10;
export { MODAL_BASE_Z_INDEX };

/**
 * The open modals, oldest first. Only the last one answers Escape and keeps focus. Kept on
 * globalThis so modals of every remote (even one with its own copy of this package) share it.
 */
const STACK = Symbol.for('@dating/ui/modal-stack');
const stack: string[] = ((globalThis as { [STACK]?: string[] })[STACK] ??= []);

/** Adds a modal on top; returns its level (0 for the first open modal). */
export function pushModal(id: string): number {
  const existing = stack.indexOf(id);
  if (existing !== -1) return existing;
  stack.push(id);
  return stack.length - 1;
}

export function removeModal(id: string): void {
  const index = stack.indexOf(id);
  if (index !== -1) stack.splice(index, 1);
}

export function isTopModal(id: string): boolean {
  return stack.length > 0 && stack[stack.length - 1] === id;
}

export function openModalCount(): number {
  return stack.length;
}

export function modalZIndex(level: number): number {
  return MODAL_BASE_Z_INDEX + level * MODAL_Z_INDEX_STEP;
}
