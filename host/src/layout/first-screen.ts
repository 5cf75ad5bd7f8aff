/**
 * The height of the screen the page first opened on, as --first-screen-height on <html>: the page area is at least
 * this tall (layout.css), so the footer starts below the first screen. Measured once rather than with 100vh, which
 * follows the viewport and would stretch the page wherever the viewport grows to the page's own height (a whole-page
 * screenshot, a browser that resizes to its content).
 */
export function holdFirstScreen(win: Window = window): void {
  win.document.documentElement.style.setProperty('--first-screen-height', `${win.innerHeight}px`);
}
