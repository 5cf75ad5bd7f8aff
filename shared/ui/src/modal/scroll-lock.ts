/**
 * Stops the page behind open modals from scrolling. Counted, so nested modals lock once and the
 * page scrolls again only when the last one closes; the scrollbar's width is padded back so the
 * page does not shift sideways.
 */
const LOCK = Symbol.for('@dating/ui/scroll-lock');
interface LockState {
  count: number;
  overflow: string;
  paddingRight: string;
}
const state: LockState = ((globalThis as { [LOCK]?: LockState })[LOCK] ??= { count: 0, overflow: '', paddingRight: '' });

export function lockScroll(): () => void {
  const body = document.body;
  if (state.count === 0) {
    state.overflow = body.style.overflow;
    state.paddingRight = body.style.paddingRight;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  state.count++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count--;
    if (state.count === 0) {
      body.style.overflow = state.overflow;
      body.style.paddingRight = state.paddingRight;
    }
  };
}
