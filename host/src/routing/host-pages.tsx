import { lazy, type ComponentType } from 'react';
import type { HostPage, RemotePageProps } from '@dating/routes';
// The server draws /login before any script runs (docs/architecture.md, Server HTML): its styles come with the shell's.
import '../pages/pages.css';

/**
 * The pages the shell owns, each a chunk of its own. Login brings its form library (react-final-form), which no
 * other first render needs (issue 29); the dev pages are never downloaded on a production site where the dev flag
 * is off.
 */
export const HOST_PAGES: Record<HostPage, ComponentType<RemotePageProps>> = {
  login: lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage }))),
  devDialogs: lazy(() => import('../dev/DevDialogsPage')),
  devTopNav: lazy(() => import('../dev/DevTopNavPage')),
  devUi: lazy(() => import('../dev/DevUiPage')),
  devActivateReminder: lazy(() => import('../dev/DevActivateReminderPage')),
};
