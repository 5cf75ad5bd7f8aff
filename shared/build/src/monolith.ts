import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { virtualModules } from './facades';
import { REPO_ROOT } from './workspace';

/**
 * BUILD_MODE=monolith: the same pages built the ordinary way, as the reference that federation's cost is
 * measured against (bench: first render JS). The host imports every remote's exposed modules itself, each
 * page a lazy chunk as any split single-page app would have it; no share scope, no MF runtime, no pointer.
 * It is written to its own folder (.bench/monolith, beside the bench's other output) and never published:
 * the normal build is unchanged.
 */
export const isMonolithBuild = (env: NodeJS.ProcessEnv = process.env) => env.BUILD_MODE === 'monolith';

export const MONOLITH_OUT_DIR = join(REPO_ROOT, '.bench', 'monolith');

/** What createRemoteConfig was asked for: the exposes to import and the remote's own build steps. */
export interface RemoteBuildOptions {
  dir: string;
  name: string;
  exposes: Record<string, string>;
  plugins: RspackPluginInstance[];
}

const recorded = new Map<string, RemoteBuildOptions>();

/** Called by createRemoteConfig, so a remote's rspack.config.js stays the one place its exposes are listed. */
export function recordRemoteOptions(options: RemoteBuildOptions): void {
  recorded.set(options.dir, options);
}

/** Every remote of the workspace (remotes/<name>/rspack.config.js), read through its own config file. */
export function workspaceRemotes(root = REPO_ROOT): RemoteBuildOptions[] {
  const remotesDir = join(root, 'remotes');
  const dirs = readdirSync(remotesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(remotesDir, e.name, 'rspack.config.js')))
    .map((e) => join(remotesDir, e.name))
    .sort();
  return dirs.map((dir) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's config records its options
    require(join(dir, 'rspack.config.js'));
    const options = recorded.get(dir);
    if (!options) throw new Error(`${dir}/rspack.config.js does not call createRemoteConfig`);
    return options;
  });
}

/**
 * The module that stands in for host/src/federation/federation.ts: the same exports (remoteLoader,
 * setRemoteLoader), with a loader that imports the remote's page from the same build instead of
 * registering and loading a remote container. `load('profile', './ProfilePage')` is a lazy chunk.
 */
export function monolithLoaderSource(remotes: RemoteBuildOptions[]): string {
  const entries = remotes.flatMap(({ dir, name, exposes }) =>
    Object.entries(exposes).map(
      ([module, file]) => `  ${JSON.stringify(`${name}/${module}`)}: () => import(${JSON.stringify(join(dir, file))}),`,
    ),
  );
  return `const pages = {
${entries.join('\n')}
};
let loader = null;
function createLoader() {
  return {
    load(remote, module) {
      const page = pages[remote + '/' + module];
      if (!page) return Promise.reject(new Error('Remote "' + remote + '" does not have ' + module));
      return page();
    },
    mount: () => () => undefined,
    registeredVersion: () => 'monolith',
    checkPointer: () => Promise.resolve(),
    versionOf: () => 'monolith',
  };
}
export function remoteLoader() {
  return loader || (loader = createLoader());
}
export function setRemoteLoader(next) {
  loader = next;
}
`;
}

/**
 * Turns the host's config into the monolith one: remote loader swapped for the
 * static one, every remote's own build steps (the landers' content.json) in, output to MONOLITH_OUT_DIR.
 */
export function toMonolithConfig(host: Configuration, dir: string, remotes = workspaceRemotes()): Configuration {
  const loaderFile = join(dir, 'src', 'federation', 'federation.ts');
  const virtualLoader = join(dir, 'src', 'federation', 'federation.monolith.js');
  return {
    ...host,
    output: { ...host.output, path: MONOLITH_OUT_DIR, uniqueName: 'monolith' },
    optimization: {
      ...host.optimization,
      // An ordinary split build: libraries in shared chunks, initial and lazy alike.
      splitChunks: { chunks: 'all' },
    },
    performance: { ...host.performance, hints: false },
    plugins: [
      ...(host.plugins ?? []),
      virtualModules({ [virtualLoader]: monolithLoaderSource(remotes) }),
      new rspack.NormalModuleReplacementPlugin(/federation$/, (data) => {
        if (join(data.context ?? '', data.request) === loaderFile.replace(/\.ts$/, '')) data.request = virtualLoader;
      }),
      ...remotes.flatMap((remote) => remote.plugins),
    ],
  };
}
