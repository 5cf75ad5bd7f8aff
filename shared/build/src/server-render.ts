import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { SERVER_RENDER_DIR } from '@dating/contract/src/server-render';
import { baseConfig } from './base';

export interface ServerRenderOptions {
  /** the app's folder (where its package.json is) */
  dir: string;
  /** the browser build's name: the same CSS Module class names */
  name: string;
  /** the module that exports the render function */
  entry: string;
}

/**
 * A second build of an app's pages for Node: one CommonJS file that the server loads from the version folder and
 * runs to send a public page as HTML before any script (docs/architecture.md, Server HTML). It renders the very
 * components the browser build runs, from the same sources and the same version, so the HTML and the app cannot
 * drift, and a promote or rollback switches both with the pointer. Everything is bundled in (React too): the
 * file needs nothing from the server but Node. CSS Modules give only their class names, the same as in the
 * browser build; files (images) are not emitted again but named where the browser build put them.
 */
export function createServerRenderConfig({ dir, name, entry }: ServerRenderOptions): Configuration {
  const base = baseConfig({ dir, name, publicPath: '' });
  return {
    ...base,
    name: `${name}-server-render`,
    target: 'node20',
    devtool: false,
    entry: { render: entry },
    output: {
      ...base.output,
      path: join(dir, 'dist', SERVER_RENDER_DIR),
      filename: 'render.js',
      library: { type: 'commonjs2' },
      clean: false,
    },
    module: {
      ...base.module,
      generator: {
        ...base.module?.generator,
        'css/auto': { ...base.module?.generator?.['css/auto'], exportsOnly: true },
        asset: { emit: false },
      },
    },
    optimization: { minimize: false, splitChunks: false },
    // one file: dynamic imports (the message files of each language) are part of it
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
}
