import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { RemoteUnavailableError } from './errors';
import { remoteLoader } from './federation';

export type RemoteComponentState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'error'; error: unknown };

/** Loads the default export of a remote's exposed module; `attempt` changes when the member asks to retry. */
export function useRemoteComponent<P>(remote: string, module: string, attempt: number): RemoteComponentState<P> {
  const [state, setState] = useState<RemoteComponentState<P>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // Started inside a promise so that even a loader that cannot be created lands in the error state.
    Promise.resolve()
      .then(() => remoteLoader().load<{ default?: ComponentType<P> }>(remote, module))
      .then((mod) => {
        if (!live) return;
        if (typeof mod.default !== 'function' && typeof mod.default !== 'object')
          throw new RemoteUnavailableError(remote, 'empty');
        const Component = mod.default;
        // A transition: React renders the remote's page in slices, yielding to the browser between them.
        startTransition(() => setState({ status: 'ready', Component }));
      })
      .catch((error: unknown) => live && setState({ status: 'error', error }));
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);
  return state;
}
