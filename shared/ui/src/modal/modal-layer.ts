import { MODAL_BASE_Z_INDEX } from '@dating/config';
import { createContext } from 'react';

/** Each modal opened over another sits this much higher (docs/product.md §9: base 1055). */
export const MODAL_Z_INDEX_STEP = 10;
export { MODAL_BASE_Z_INDEX };

/** How many modals enclose this part of the React tree; a modal opened inside one is a level higher. */
export const ModalLevel = createContext(0);

export function modalZIndex(level: number): number {
  return MODAL_BASE_Z_INDEX + level * MODAL_Z_INDEX_STEP;
}

/** Read from the page rather than from state, so modals of every remote are counted. */
export function openModalCount(): number {
  return typeof document === 'undefined' ? 0 : document.querySelectorAll('[data-modal-level]').length;
}
