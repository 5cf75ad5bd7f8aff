import type { ComponentType } from 'react';
import { RemoteUnavailableError } from '../../src/federation/errors';
import type { RemoteLoader } from '../../src/federation/remote-loader';

/**
 * A remote loader serving components from a table, keyed 'remote/./Module'. Anything else is a remote
 * missing from the pointer, exactly as the real loader reports it.
 */
export function fakeLoader(
  modules: Record<string, ComponentType<any> | (() => Promise<never>)>,
): RemoteLoader & { loads: string[] } {
  const loads: string[] = [];
  return {
    loads,
    async load<T>(remote: string, module: string) {
      loads.push(`${remote}/${module}`);
      const found = modules[`${remote}/${module}`];
      if (!found) throw new RemoteUnavailableError(remote, 'missing');
      return { default: found } as T;
    },
    mount: () => () => undefined,
    registeredVersion: () => undefined,
  };
}
