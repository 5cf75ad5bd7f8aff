import { cloneElement, isValidElement, lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';

/** Marks the bare trigger shown while a panel's code loads (tests wait for it to go). */
export const PANEL_LOADING_ATTRIBUTE = 'data-panel-loading';

/**
 * A popover-like component whose code (and floating-ui, ~18 KB gzipped) loads when a page first shows one,
 * not with every page. Until it has loaded, the trigger shows as it is: visible and in place, only not yet
 * opening anything.
 */
export function lazyPanel<P extends { trigger: ReactNode }>(load: () => Promise<ComponentType<P>>) {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPanel(props: P) {
    const bare = isValidElement(props.trigger)
      ? cloneElement(props.trigger, { [PANEL_LOADING_ATTRIBUTE]: '' } as Record<string, string>)
      : props.trigger;
    return (
      <Suspense fallback={bare}>
        <Panel {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
