import { join } from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { baseConfig, BROWSER_OPTIMIZATION } from './base';
import { facadeAliases, sharedFacades, virtualModules, type Facade } from './facades';
import { hostProvides, PROVIDES_FILE } from './fit-records';
import { isMonolithBuild, toMonolithConfig } from './monolith';
import { precompressedCopies } from './precompress';
import { PROVIDED_SHARES_MODULE, providedShares, providedSharesSource } from './provided-shares';
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
 * No federation plugin either: the shell's own pages are an ordinary build, and the Module Federation runtime
 * (~21 KB gzipped) is a lazy chunk that the first remote page loads (host/src/federation/host-runtime.ts). It is
 * created with the share scope below (provided-shares.ts): the libraries the shell already runs, handed to remotes.
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
  const production = base.mode === 'production';
  const facades = sharedFacades(dir, production);
  const shared = sharedModules({ eager: true, dir });
  for (const [key, facade] of Object.entries(facades))
    shared[key] = { ...shared[key]!, import: facade.file, version: facade.version, requiredVersion: false };
  const sharesFile = join(dir, 'node_modules', '.shared-facades', 'provided-shares.js');
  const sharesSource = providedSharesSource(providedShares(dir, shared, facades, !production));
  const config: Configuration = {
    ...base,
    entry: { main: entry },
    resolve: {
      ...base.resolve,
      alias: {
        ...(base.resolve?.alias as Record<string, string> | undefined),
        // the shell's own imports of a facade library take the file its facade re-exports: one copy on the page
        ...facadeAliases(dir, production),
        [`${PROVIDED_SHARES_MODULE}$`]: sharesFile,
      },
    },
    // The shell's start-up (React, the libraries, its own code and CSS) is ~560 KB minified, ~165 KB gzipped: within
    // the budget every build has (base.ts), so a library pulled in twice or by accident shows up.
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
      virtualModules({
        ...Object.fromEntries(Object.values(facades).map((facade) => [facade.file, facade.source])),
        [sharesFile]: sharesSource,
      }),
      new rspack.HtmlRspackPlugin({ template: join(dir, template), title, inject: 'body', scriptLoading: 'defer' }),
      // What the federation plugin defines for its runtime: a consumer in browsers only (BROWSER_OPTIMIZATION),
      // that exposes nothing of its own.
      new rspack.DefinePlugin({
        ENV_TARGET: JSON.stringify(BROWSER_OPTIMIZATION.target),
        FEDERATION_BUILD_IDENTIFIER: JSON.stringify(name),
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
        FEDERATION_OPTIMIZE_NO_REMOTE: false,
        FEDERATION_OPTIMIZE_NO_SHARED: false,
        FEDERATION_HAS_EXPOSES: false,
      }),
      new ProvidesRecord(dir, shared, facades),
      ...(production ? precompressedCopies() : []),
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
