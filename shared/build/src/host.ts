import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig } from './base';
import { sharedFacades, virtualModules } from './facades';
import { isMonolithBuild, toMonolithConfig } from './monolith';
import { sharedModules } from './shared';

export interface HostOptions {
  dir: string;
  /** MF container name of the shell; 'host' by convention */
  name?: string;
  mode?: 'production' | 'development';
  /** entry module, relative to dir */
  entry?: string;
  /** HTML template, relative to dir */
  template?: string;
  /** page title before the app sets its own */
  title?: string;
}

/**
 * The shell's rspack config. No `remotes`: which remotes exist and which version of each is loaded is
 * decided at run time from /remotes.json, so nothing about a remote is baked into the host build.
 * The shared singletons are eager here — the host is the one that provides them.
 * With BUILD_MODE=monolith it is the non-federated reference build instead (see monolith.ts).
 */
export function createHostConfig({
  dir,
  name = 'host',
  mode,
  entry = './src/index.ts',
  template = './src/index.html',
  title = '',
}: HostOptions): Configuration {
  const base = baseConfig({ dir, name, mode, publicPath: '/' });
  const facades = sharedFacades(dir);
  const shared = sharedModules({ eager: true });
  for (const [key, facade] of Object.entries(facades))
    shared[key] = { ...shared[key]!, import: facade.file, version: facade.version, requiredVersion: false };
  const config: Configuration = {
    ...base,
    entry: { main: entry },
    performance: {
      ...base.performance,
      // The shell's start-up carries every shared library (eager): ~780 KB minified, ~245 KB gzipped
      // today. The budget sits just above, so a library pulled in twice or by accident shows up.
      maxEntrypointSize: 850_000,
    },
    optimization: {
      ...base.optimization,
      // Libraries go in their own initial chunks: a shell release that changes only its own code leaves
      // the big, rarely changing part (React, the router, i18next) cached in the member's browser.
      splitChunks: {
        chunks: 'initial',
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler)@/, name: 'react', priority: 20 },
          vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', priority: 10 },
        },
      },
    },
    plugins: [
      virtualModules(Object.fromEntries(Object.values(facades).map((facade) => [facade.file, facade.source]))),
      new rspack.HtmlRspackPlugin({ template: join(dir, template), title, inject: 'body', scriptLoading: 'defer' }),
      new ModuleFederationPlugin({
        name,
        dts: false,
        shareStrategy: 'loaded-first',
        // Eager, and the host's react-router a facade: what is provided cannot be tree-shaken otherwise.
        shared,
        // The host puts the MF runtime core on the page for every remote (see createRemoteConfig).
        experiments: { provideExternalRuntime: true },
      }),
    ],
  };
  return isMonolithBuild() ? toMonolithConfig(config, dir) : config;
}
