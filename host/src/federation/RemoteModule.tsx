import { Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ApiCaller } from '@dating/api-client';
import { remotePackageName, type Layout, type RemotePageProps } from '@dating/routes';
import { ContentShown } from '../app/page-settled';
import { Loading } from '../layout/Loading';
import { remoteLoader } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { usePointerVersion } from './usePointerVersion';
import { useRemoteComponent } from './useRemoteComponent';

export interface RemoteModuleProps<P extends object> {
  remote: string;
  /** the exposed module, './ProfilePage' */
  module: string;
  props: P;
}

/**
 * Keeps the remote counted as on screen while it is mounted, so the loader never swaps its version.
 * The wrapper names the remote, the version on screen and the one the pointer names now (the next navigation
 * into the remote runs that): ops and support can tell what a member runs; the remote's calls carry its own
 * package name.
 */
function MountedRemote({ remote, children }: { remote: string; children: ReactNode }) {
  useEffect(() => remoteLoader().mount(remote), [remote]);
  const latest = usePointerVersion(remote);
  return (
    <div
      className="remote-root"
      data-remote={remote}
      data-remote-version={remoteLoader().registeredVersion(remote) ?? ''}
      data-pointer-version={latest ?? ''}
    >
      <ApiCaller packageName={remotePackageName(remote)}>{children}</ApiCaller>
      <ContentShown />
    </div>
  );
}

function RemoteContent<P extends object>({
  remote,
  module,
  props,
  attempt,
}: RemoteModuleProps<P> & { attempt: number }) {
  const state = useRemoteComponent<P>(remote, module, attempt);
  if (state.status === 'loading') return <Loading />;
  // A load failure goes through the same boundary as a render failure: one panel, one retry path.
  if (state.status === 'error') throw state.error;
  const Component = state.Component as ComponentType<P>;
  // A page learns the version it runs as (a lander records it with the visitor's tracking data).
  const pageProps = layoutOf(props) ? { ...props, version: remoteLoader().registeredVersion(remote) } : props;
  return (
    <MountedRemote remote={remote}>
      <Component {...pageProps} />
    </MountedRemote>
  );
}

/** The layout of a page module's route (RemotePageProps carry it); widgets have none. */
function layoutOf(props: object): Layout | undefined {
  const layout = (props as Partial<RemotePageProps>).layout;
  return typeof layout === 'string' ? layout : undefined;
}

/** An exposed module of a remote, loaded at run time and fenced by its own error boundary. */
export function RemoteModule<P extends object>({ remote, module, props }: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    // A new key on retry gives a fresh boundary (error cleared) and a fresh load.
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} layout={layoutOf(props)}>
      <Suspense fallback={<Loading />}>
        <RemoteContent remote={remote} module={module} props={props} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
