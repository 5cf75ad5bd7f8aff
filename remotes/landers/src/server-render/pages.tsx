import type { ComponentType } from 'react';
import type { RemotePageProps } from '@dating/routes';
import IndexPage from '../pages/IndexPage';
import LanderPage from '../pages/LanderPage';
import MatchFinderPage from '../pages/MatchFinderPage';
import MemberLanding2Page from '../pages/MemberLanding2Page';
import MemberLanding3Page from '../pages/MemberLanding3Page';
import MemberLandingPage from '../pages/MemberLandingPage';
import SignupMatchesPage from '../pages/SignupMatchesPage';
import StaticPage from '../pages/StaticPage';

/** The pages the server sends as HTML, by the module the route table names (rspack.config.js exposes the same). */
export const PAGES: Readonly<Record<string, ComponentType<RemotePageProps>>> = {
  './IndexPage': IndexPage,
  './LanderPage': LanderPage,
  './MatchFinderPage': MatchFinderPage,
  './MemberLandingPage': MemberLandingPage,
  './MemberLanding2Page': MemberLanding2Page,
  './MemberLanding3Page': MemberLanding3Page,
  './SignupMatchesPage': SignupMatchesPage,
  './StaticPage': StaticPage,
};
