import { isRemoteUpdateHeld } from '@dating/bus';
import type { MissingApi } from '@dating/contract';
import { HOST_BUILD_ID } from '../sw/build-id';
import { errorReportingPlugin } from './error-plugin';
import { fitCheckPlugin } from './fit-check';
import { createPointerClient } from './pointer';
import { createRemoteLoader, deferredRuntime, type FederationRuntime, type RemoteLoader } from './remote-loader';
import { stylesBeforeModulePlugin } from './styles-before-module';

let loader: RemoteLoader | null = null;

/**
 * The page's remote loader. The Module Federation runtime behind it is loaded with the first remote page
 * (host-runtime.ts), with the host's plugins on it.
 */
export function remoteLoader(): RemoteLoader {
  if (loader) return loader;
  // By manifest URL as the page resolves it: the runtime and the pointer may write the same URL differently.
  const misfits = new Map<string, MissingApi[]>();
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const plugins = [
    errorReportingPlugin(),
    fitCheckPlugin((url, missing) => misfits.set(absolute(url), missing)),
    stylesBeforeModulePlugin(),
  ];
  loader = createRemoteLoader({
    runtime: deferredRuntime(() =>
      import('./host-runtime').then(
        ({ createHostRuntime }) => createHostRuntime(plugins as never) as unknown as FederationRuntime,
      ),
    ),
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
