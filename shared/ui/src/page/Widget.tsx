import { createContext, useContext, type ReactNode } from 'react';

/**
 * A module of another remote that a page shows: a key of the route table's `widgetModules` (@dating/routes). A
 * name the host does not know draws the fallback.
 */
export type WidgetName = string;

/** How the page draws another remote's module: the host's loader, with its retry and error boundary. */
export type WidgetRenderer = (name: WidgetName, props: object) => ReactNode;

const WidgetContext = createContext<WidgetRenderer | null>(null);

/** The host provides the renderer; a remote never loads another remote itself (one loader, one pointer). */
export const WidgetProvider = WidgetContext.Provider;

/**
 * Another remote's module inside this one, e.g. the signup form on a landing page. Where no host provides a
 * renderer (a unit test of one remote), or the renderer knows no such module, the fallback shows instead.
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
  return <>{render?.(name, props) ?? fallback}</>;
}
