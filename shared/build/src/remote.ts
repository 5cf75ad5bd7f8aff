import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig, BROWSER_OPTIMIZATION } from './base';
import { recordRemoteOptions } from './monolith';
import { precompressedCopies } from './precompress';
import { remoteNeeds } from './fit-records';
import { sharedModules, type SharedEntry } from './shared';
import { sourceHash } from './source-hash';
import { stableManifest } from './stable-manifest';

export interface RemoteOptions {
  dir: string;
  /** MF container name: profile, signup, search, likes, chat, credits, landers */
  name: string;
  /** './PageName' → './src/pages/PageName.tsx' */
  exposes: Record<string, string>;
  mode?: 'production' | 'development';
  /** build steps of this remote alone (the landers emit their content) */
  plugins?: RspackPluginInstance[];
}

/**
 * A remote's rspack config. publicPath 'auto': the remote finds its chunks relative to its own entry, so
 * the same dist works from whatever version folder (/remotes/<name>/<version>/) it is published to.
 * The manifest (mf-manifest.json) is what the host registers; the remote entry keeps a fixed name because
 * the manifest points at it and the version folder around it is already immutable.
 */
export function createRemoteConfig({ dir, name, exposes, mode, plugins = [] }: RemoteOptions): Configuration {
  recordRemoteOptions({ dir, name, exposes, plugins });
  const base = baseConfig({ dir, name, mode, publicPath: 'auto' });
  const shared = sharedModules({ eager: false, dir });
  return {
    ...base,
    resolve: { ...base.resolve, alias: { ...esmBundlerRuntime(dir) } },
    output: {
      ...base.output,
      // Two versions of a remote can meet in one page (the old one mounted, the new one loaded at the next
      // navigation). Their chunks must not share a JSONP array: the new runtime would adopt the old build's
      // chunks with the same ids and run old code. A global per build (by its sources) keeps them apart.
      chunkLoadingGlobal: `rspackChunk_${name}_${sourceHash(dir)}`,
    },
    // A remote has no page of its own: the container entry the plugin adds is its only entry point.
    entry: {},
    optimization: {
      ...base.optimization,
      // Each exposed page in one chunk with everything it needs: code two pages share is not split into a
      // chunk of its own, which would be one more request before the page can paint.
      splitChunks: false,
    },
    plugins: [
      // RELEASE_LABEL (a commit, a ticket) is stamped into the bundles: a rebuild for a new release is a new
      // version in the store even when no source changed.
      ...(process.env.RELEASE_LABEL
        ? [new rspack.BannerPlugin({ banner: `${name} release ${process.env.RELEASE_LABEL}` })]
        : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        dts: false,
        manifest: true,
        shareStrategy: 'loaded-first',
        shared,
        // The runtime core comes from the host (provideExternalRuntime): each remote entry is ~100 KB
        // smaller, and one runtime instance decides sharing for the whole page.
        experiments: { externalRuntime: true, optimization: BROWSER_OPTIMIZATION },
      }),
      new StableFederationFiles(dir, shared),
      ...plugins,
      ...(base.mode === 'production' ? precompressedCopies() : []),
    ],
  };
}

/**
 * Makes the Module Federation plugin's output the same for the same sources, so a version id (deploy names a version
 * by its build's content hash) identifies its code, and adds to the manifest what the remote needs from the host
 * (`needs`, docs/architecture.md, What fits what), which verify, promote and the host's loader check. The plugin
 * builds its files from work done in parallel: the order of the manifest's lists could change from one build to the
 * next, and its mf-stats.json report (whose `requires` and `usedIn` lists also changed in extent) is read by nobody
 * (the host and the server read mf-manifest.json), so it is left out. Runs right after the plugin wrote its files
 * and before their compressed copies are made.
 */
class StableFederationFiles {
  constructor(
    private readonly dir: string,
    private readonly shared: Record<string, SharedEntry>,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StableFederationFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StableFederationFiles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          if (compilation.getAsset(STATS_FILE)) compilation.deleteAsset(STATS_FILE);
          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest) return;
          const needs = remoteNeeds(this.dir, compilation.fileDependencies, this.shared);
          const stable = { ...stableManifest(JSON.parse(manifest.source.source().toString())), needs };
          compilation.updateAsset(MANIFEST_FILE, new rspack.sources.RawSource(JSON.stringify(stable, null, 2)));
        },
      );
    });
  }
}

const STATS_FILE = 'mf-stats.json';
const MANIFEST_FILE = 'mf-manifest.json';

/**
 * The federation plugin imports its bundler runtime and the runtime by the paths `require.resolve` gives, their
 * CommonJS builds, whose `require`s take @module-federation/sdk and the error texts whole. Their ES builds are the
 * same code that the bundler can tree-shake: every remote entry carries only the parts it calls (~5 KB gzipped less).
 */
function esmBundlerRuntime(dir: string): Record<string, string> {
  const runtimeTools = require.resolve('@module-federation/runtime-tools', { paths: [dir] });
  const aliases: Record<string, string> = {};
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const commonJs = require.resolve(pkg, { paths: [runtimeTools] });
    aliases[`${commonJs}$`] = commonJs.replace(/\.cjs$/, '.js');
  }
  return aliases;
}
