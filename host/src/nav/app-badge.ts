type BadgingNavigator = Navigator & {
  setAppBadge?: (n?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The installed app's icon badge, where the browser supports the Badging API. */
export function setAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const nav = navigator as BadgingNavigator;
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  // Not installed, or permission missing: the icon badge is a nicety, never an error.
  done?.catch(() => undefined);
}
