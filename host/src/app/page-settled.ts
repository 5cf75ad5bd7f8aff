import { useEffect, useState } from 'react';
import { CONTENT_SHOWN_MARK } from './content-shown-mark';

/** However a first route ends up, work that waits for it starts after this long. */
const FIRST_CONTENT_WAIT_MS = 10_000;

let contentShown: () => void = () => undefined;
const firstContent = new Promise<void>((resolve) => {
  contentShown = resolve;
});
// the moment a first render ends, for the bench and DevTools' timings (jsdom has no User Timing)
void firstContent.then(() => performance.mark?.(CONTENT_SHOWN_MARK));
let settled: Promise<void> | undefined;
let contentIdle: Promise<void> | undefined;
let contentIdleYet = false;

/** Rendered with a route's content (a page, a remote's page, an error panel): its commit means it is on screen. */
export function ContentShown(): null {
  useEffect(() => contentShown(), []);
  return null;
}

/** Resolves once the first route's content (a page, a remote's page, an error panel) is committed. */
export const firstContentShown = (): Promise<void> => firstContent;

/**
 * Resolves once the first route's content is on screen, the page has loaded, and the browser then has a
 * moment: work the first paint does not need (looking for a new release, registering the service worker)
 * waits for it instead of taking requests and main-thread time from the route's own files.
 */
export function pageSettled(win: Window = window): Promise<void> {
  settled ??= firstContentOrWait(win)
    .then(() => new Promise<void>((resolve) => onLoad(win, resolve)))
    .then(() => new Promise<void>((resolve) => whenIdle(win, resolve)));
  return settled;
}

/**
 * Resolves once the first route's content is on screen and the browser then has a moment, without waiting for
 * the page's images: when the parts beside the content (another remote's widget) may load.
 */
export function firstContentIdle(win: Window = window): Promise<void> {
  contentIdle ??= firstContentOrWait(win)
    .then(() => new Promise<void>((resolve) => whenIdle(win, resolve)))
    .then(() => {
      contentIdleYet = true;
    });
  return contentIdle;
}

/** Whether firstContentIdle has resolved; true at once for what mounts after that. */
export function useFirstContentIdle(): boolean {
  const [idle, setIdle] = useState(contentIdleYet);
  useEffect(() => {
    if (!idle) void firstContentIdle().then(() => setIdle(true));
  }, [idle]);
  return idle;
}

const firstContentOrWait = (win: Window) =>
  Promise.race([firstContent, new Promise<void>((r) => win.setTimeout(r, FIRST_CONTENT_WAIT_MS))]);

function onLoad(win: Window, then: () => void): void {
  if (win.document.readyState === 'complete') then();
  else win.addEventListener('load', () => then(), { once: true });
}

function whenIdle(win: Window, then: () => void): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => then(), { timeout: 3000 });
  else win.setTimeout(then, 200);
}
