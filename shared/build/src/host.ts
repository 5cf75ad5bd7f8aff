import { join } from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig, BROWSER_OPTIMIZATION } from './base';
import { sharedFacades, virtualModules, type Facade } from './facades';
import { hostProvides, PROVIDES_FILE } from './fit-records';
import { isMonolithBuild, toMonolithConfig } from './monolith';
import { precompressedCopies } from './precompress';
import { sharedModules, type SharedEntry } from './shared';

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
  const facades = sharedFacades(dir, base.mode === 'production');
  const shared = sharedModules({ eager: true, dir });
  for (const [key, facade] of Object.entries(facades))
    shared[key] = { ...shared[key]!, import: facade.file, version: facade.version, requiredVersion: false };
  const config: Configuration = {
    ...base,
    entry: { main: entry },
    performance: {
      ...base.performance,
      // The shell's start-up carries every shared library (eager): ~700 KB minified with its CSS, ~220 KB gzipped
      // today. The budget sits just above, so a library pulled in twice or by accident shows up.
      maxEntrypointSize: 760_000,
      maxAssetSize: 480_000,
    },
    optimization: {
      ...base.optimization,
      // Two start-up files, not three (React, libraries, the shell): each is a round trip before anything
      // can paint on a first visit, the visit that counts (members mostly on phones); later visits take the
      // shell from the service worker's cache. Libraries stay apart from the shell's own code: in one chunk
      // with it, the react-router facade (facades.ts) is no longer tree-shaken (+14 KB gzipped).
      // Lazily loaded parts still share what they have in common (floating-ui for the modal and the popover).
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'initial', priority: 20 },
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
        // The host puts the MF runtime core on the page for every remote (see createRemoteConfig); built for
        // browsers only (BROWSER_OPTIMIZATION).
        experiments: { provideExternalRuntime: true, optimization: BROWSER_OPTIMIZATION },
      }),
      new ProvidesRecord(dir, shared, facades),
      ...(base.mode === 'production' ? precompressedCopies() : []),
    ],
  };
  return isMonolithBuild() ? toMonolithConfig(config, dir) : config;
}

/**
 * Writes provides.json (docs/architecture.md, What fits what) beside the bundles: what this build puts in the share
 * scope, each platform package read from the file the build resolves it to (its package.json's entry, or the
 * build's own alias for it).
 */
class ProvidesRecord {
  constructor(
    private readonly dir: string,
    private readonly shared: Record<string, SharedEntry>,
    private readonly facades: Record<string, Facade>,
  ) {}

  apply(compiler: Compiler): void {
    const alias = compiler.options.resolve.alias;
    const aliased = (pkg: string) => {
      if (!alias || Array.isArray(alias)) return undefined;
      const target = (alias as Record<string, unknown>)[`${pkg}$`] ?? (alias as Record<string, unknown>)[pkg];
      return typeof target === 'string' ? target : undefined;
    };
    compiler.hooks.thisCompilation.tap('ProvidesRecord', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ProvidesRecord', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const provides = hostProvides(this.dir, this.shared, this.facades, aliased);
          const text = `${JSON.stringify(provides, null, 2)}\n`;
          compilation.emitAsset(PROVIDES_FILE, new compiler.rspack.sources.RawSource(text));
        },
      );
    });
  }
}
