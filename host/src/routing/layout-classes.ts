import type { Layout } from '@dating/routes';

/**
 * Classes of the layout element: `layout-<layout>`, `route-<name>`, and `logged-in` for members (docs/product.md §2).
 */
export function layoutClasses(layout: Layout, routeName: string, loggedIn: boolean): string {
  return ['layout', `layout-${layout}`, `route-${routeName}`, loggedIn ? 'logged-in' : null].filter(Boolean).join(' ');
}
