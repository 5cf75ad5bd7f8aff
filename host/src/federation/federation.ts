import { getInstance } from '@module-federation/enhanced/runtime';
import { isRemoteUpdateHeld } from '@dating/bus';
import { errorReportingPlugin } from './error-plugin';
import { createPointerClient } from './pointer';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from './remote-loader';

/** The host's MF container name (@dating/build's default). */
const HOST_CONTAINER = 'host';

let loader: RemoteLoader | null = null;

/**
 * The page's remote loader, on the runtime instance the host build created (it carries the host's shared
 * singletons, which a fresh createInstance would not).
 */
export function remoteLoader(): RemoteLoader {
  if (loader) return loader;
  // The page-wide registry finds it even if the bundler runtime holds another copy of the runtime module.
  const instance = getInstance() ?? getInstance((candidate) => candidate.name === HOST_CONTAINER);
  if (!instance) throw new Error('Module Federation runtime is not initialised; is the host built with @dating/build?');
  instance.registerPlugins([errorReportingPlugin() as never]);
  loader = createRemoteLoader({
    runtime: instance as unknown as FederationRuntime,
    pointer: createPointerClient(),
    isHeld: isRemoteUpdateHeld,
  });
  return loader;
}

/** Tests put their own loader in. */
export function setRemoteLoader(next: RemoteLoader | null): void {
  loader = next;
}
