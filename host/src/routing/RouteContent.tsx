import { Suspense } from 'react';
import type { RouteDef } from '@dating/routes';
import { ContentShown } from '../app/page-settled';
import { RemoteModule } from '../federation/RemoteModule';
import { Loading } from '../layout/Loading';
import { HOST_PAGES } from './host-pages';
import type { RemotePageProps } from '@dating/routes';

/** The page of a route: a host page, or the remote module the route table names. */
export function RouteContent({ route, props }: { route: RouteDef; props: RemotePageProps }) {
  const { target } = route;
  if ('host' in target) {
    const Page = HOST_PAGES[target.host];
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
        <ContentShown />
      </Suspense>
    );
  }
  // Keyed by route: moving between two routes of one remote mounts the new page afresh.
  return <RemoteModule key={route.name} remote={target.remote} module={target.module} props={props} />;
}
