import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { shared } from '@dating/provided-shares';

/** The host's MF container name (@dating/build's default). */
const HOST_CONTAINER = 'host';

type RuntimePlugin = NonNullable<Parameters<typeof createInstance>[0]['plugins']>[number];

/**
 * The page's Module Federation runtime, made when the first remote page is asked for: a lazy chunk, so the shell's
 * own pages (/login, the public pages) never load it. Remotes are built without the runtime core (externalRuntime,
 * shared/build/src/remote.ts); the inject plugin puts this one on the page for them, and its share scope is the
 * libraries the shell already runs.
 */
export function createHostRuntime(plugins: RuntimePlugin[]) {
  return createInstance({
    name: HOST_CONTAINER,
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), ...plugins],
  });
}
