import type { ComponentType } from 'react';
import type { RemotePageProps } from '@dating/routes';
import IndexPage from '../pages/IndexPage';
import LanderPage from '../pages/LanderPage';
import MatchFinderPage from '../pages/MatchFinderPage';
import SignupMatchesPage from '../pages/SignupMatchesPage';
import StaticPage from '../pages/StaticPage';

/**
 * The pages the server sends as HTML, by the module the route table names (rspack.config.js exposes the same files).
 * The member landings are not among them yet: their member comes from a call the server does not answer here.
 */
export const PAGES: Readonly<Record<string, ComponentType<RemotePageProps>>> = {
  './IndexPage': IndexPage,
  './LanderPage': LanderPage,
  './MatchFinderPage': MatchFinderPage,
  './SignupMatchesPage': SignupMatchesPage,
  './StaticPage': StaticPage,
};
