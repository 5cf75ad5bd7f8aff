import { getInstance } from '@module-federation/enhanced/runtime';
import { isRemoteUpdateHeld } from '@dating/bus';
import type { MissingApi } from '@dating/contract';
import { HOST_BUILD_ID } from '../sw/build-id';
import { errorReportingPlugin } from './error-plugin';
import { fitCheckPlugin } from './fit-check';
import { createPointerClient } from './pointer';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from './remote-loader';
import { stylesBeforeModulePlugin } from './styles-before-module';

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
  // By manifest URL as the page resolves it: the runtime and the pointer may write the same URL differently.
  const misfits = new Map<string, MissingApi[]>();
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  instance.registerPlugins([
    errorReportingPlugin() as never,
    fitCheckPlugin((url, missing) => misfits.set(absolute(url), missing)) as never,
    stylesBeforeModulePlugin() as never,
  ]);
  loader = createRemoteLoader({
    runtime: instance as unknown as FederationRuntime,
    pointer: createPointerClient(),
    isHeld: isRemoteUpdateHeld,
    misfitOf: (url) => misfits.get(absolute(url)),
    hostBuild: HOST_BUILD_ID,
  });
  return loader;
}

/** Tests put their own loader in. */
export function setRemoteLoader(next: RemoteLoader | null): void {
  loader = next;
}
