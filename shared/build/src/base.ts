import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { SERVER_RENDER_DIR } from '@dating/contract/src/server-render';
import { cssModuleOptions, moduleRules } from './rules';

export interface BaseOptions {
  /** the app's folder (where its package.json is) */
  dir: string;
  /** MF container name; also the CSS class prefix and output.uniqueName */
  name: string;
  /** 'production' unless told otherwise: a build is something you ship */
  mode?: 'production' | 'development';
  /** public path of the emitted files */
  publicPath: string;
}

export function resolveMode(mode?: 'production' | 'development'): 'production' | 'development' {
  return mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
}

/**
 * The browsers the site is built for: those with CSS color-mix() and logical properties, which the design
 * tokens use (Chrome and Edge 111, Firefox 113, Safari 16.4: spring 2023). Older targets would make the CSS
 * minimizer write every logical property out three times with a list of right-to-left languages.
 */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4', 'ios_saf >= 16.4'];

/**
 * Module Federation's runtime for browsers only: its code for loading remotes and shares in Node is left out of
 * every browser build (the server's render builds need no federation at all).
 */
export const BROWSER_OPTIMIZATION = { target: 'web' } as const;

/** What host and remotes have in common: loaders, resolution, hashed file names, source maps. */
export function baseConfig({ dir, name, mode, publicPath }: BaseOptions): Configuration {
  const resolvedMode = resolveMode(mode);
  const production = resolvedMode === 'production';
  const css = cssModuleOptions(name, production);
  return {
    mode: resolvedMode,
    context: dir,
    // Source maps go next to the files but are not referenced from them: debuggable, not advertised.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      // Content hashes: a file's URL changes when, and only when, its bytes do — safe to cache forever.
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // the server-render build writes into the same folder, at the same time
      clean: { keep: new RegExp(`(^|[\\\\/])${SERVER_RENDER_DIR}([\\\\/]|$)`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // Shared workspace packages are linked source folders; a library one of them imports but does not
      // list (react in a hooks file, say) is found in the app's own node_modules: the copy the app shares.
      modules: ['node_modules', join(dir, 'node_modules')],
    },
    module: {
      rules: moduleRules(production),
      parser: css.parser,
      generator: css.generator,
    },
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
    },
    performance: {
      // Budgets per emitted file: a shared singleton accidentally bundled twice shows up here first.
      hints: production ? 'warning' : false,
      maxAssetSize: 400_000,
      maxEntrypointSize: 600_000,
    },
    stats: 'errors-warnings',
  };
}
