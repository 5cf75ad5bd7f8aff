import { createContext, useContext, type ReactNode } from 'react';
import { widgetModules } from './host-modules';

export type WidgetName = keyof typeof widgetModules;

/** How the page draws another remote's module: the host's loader, with its retry and error boundary. */
export type WidgetRenderer = (name: WidgetName, props: object) => ReactNode;

const WidgetContext = createContext<WidgetRenderer | null>(null);

/** The host provides the renderer; a remote never loads another remote itself (one loader, one pointer). */
export const WidgetProvider = WidgetContext.Provider;

/**
 * Another remote's module inside this one, e.g. the signup form on a landing page. Where no host provides a
 * renderer (a unit test of one remote), the fallback shows instead.
 */
export function Widget({
  name,
  props = {},
  fallback = null,
}: {
  name: WidgetName;
  props?: object;
  fallback?: ReactNode;
}) {
  const render = useContext(WidgetContext);
  return <>{render ? render(name, props) : fallback}</>;
}
