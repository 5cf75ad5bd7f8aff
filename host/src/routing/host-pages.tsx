import { lazy, type ComponentType } from 'react';
import type { HostPage, RemotePageProps } from '@dating/routes';
import { LoginPage } from '../pages/LoginPage';

/**
 * The pages the shell owns. Login is in the main bundle (it is where visitors land); the dev pages are
 * their own chunks, never downloaded on a production site where the dev flag is off.
 */
export const HOST_PAGES: Record<HostPage, ComponentType<RemotePageProps>> = {
  login: LoginPage,
  devDialogs: lazy(() => import('../dev/DevDialogsPage')),
  devTopNav: lazy(() => import('../dev/DevTopNavPage')),
  devUi: lazy(() => import('../dev/DevUiPage')),
  devActivateReminder: lazy(() => import('../dev/DevActivateReminderPage')),
};
