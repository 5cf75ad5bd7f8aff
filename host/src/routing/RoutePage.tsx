import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routeMatchOf, type RemotePageProps, type RouteDef } from '@dating/routes';
import { useDevFlag } from '../app/useTemplate';
import { Layout } from '../layout/Layout';
import { Loading } from '../layout/Loading';
import { useSession } from '../session/useSession';
import { pathOf, type LoginRedirectState } from './login-redirect';
import { RouteContent } from './RouteContent';
import { useFirstCall } from './first-call';

/** The 404 page is its own chunk: few visits see it, and it brings the bot check and icons of its own (issue 29). */
const ErrorPage = lazy(() => import('../pages/ErrorPage').then((m) => ({ default: m.ErrorPage })));

function NotFound({ message }: { message: string }) {
  return (
    <Suspense
      fallback={
        <Layout layout="default" routeName="error">
          <Loading />
        </Layout>
      }
    >
      <ErrorPage status={404} message={message} />
    </Suspense>
  );
}

/**
 * Everything a location renders, for the route react-router matched (AppRoutes; the server's matchRoute ranks the
 * table as react-router does, for its status codes): unknown path → 404 page; dev route with the flag off → 404;
 * bad parameters → 404 'Page Not Found'; a members' route for a visitor → /login, remembering where the visitor
 * was going (unless the route lets visitors in with the location's hash).
 */
export function RoutePage({ route: matched }: { route?: RouteDef }) {
  const location = useLocation();
  const rawParams = useParams();
  const { t } = useTranslation('host');
  const { user, userLoaded, loggingOut } = useSession();
  const dev = useDevFlag();
  const match = matched ? routeMatchOf(matched, rawParams) : null;
  useFirstCall(match?.valid ? match.route.name : undefined, Boolean(user));

  if (!match || (match.route.access === 'dev' && dev.known && !dev.on)) {
    return <NotFound message={t('error.notFound', { path: location.pathname })} />;
  }
  if (!match.valid) {
    return <NotFound message={t('error.validationFailed', { path: location.pathname })} />;
  }
  const { route, params, layout } = match;
  const waiting = (route.access === 'dev' && !dev.known) || (route.access === 'login' && !userLoaded);
  if (waiting) {
    return (
      <Layout layout={layout} routeName={route.name}>
        <Loading />
      </Layout>
    );
  }
  if (route.access === 'login' && !user && location.hash !== route.visitorHash) {
    // After a logout the member chose to leave: don't bring them back here at the next login.
    const state: LoginRedirectState | undefined = loggingOut ? undefined : { from: pathOf(location) };
    return <Navigate to="/login" replace state={state} />;
  }
  const props: RemotePageProps = { route: route.name, params, layout };
  return (
    <Layout layout={layout} routeName={route.name}>
      <RouteContent route={route} props={props} />
    </Layout>
  );
}
