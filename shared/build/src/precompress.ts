import CompressionPlugin from 'compression-webpack-plugin';
import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { RspackPluginInstance } from '@rspack/core';

/**
 * Files that never change once written: content-hashed scripts and styles, and a remote's entry and manifest
 * (its version folder is immutable). Not the host's unhashed files (sw.js, the web manifest, builds/*), which a
 * release replaces in place: a compressed copy left from before would be served in place of the new file.
 */
const IMMUTABLE_TEXT_FILES = [/\.[0-9a-f]{10}\.(js|css)$/, /(^|\/)(remoteEntry\.js|mf-manifest\.json)$/];

/**
 * Brotli and gzip copies next to each file (main.js.br, main.js.gz), made once at build time at the highest
 * levels: the server sends the one the browser accepts (@fastify/static preCompressed) without compressing
 * anything per request. A phone on a slow line downloads a quarter of the bytes.
 */
export function precompressedCopies(): RspackPluginInstance[] {
  const common = { test: IMMUTABLE_TEXT_FILES, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin<ZlibOptions>({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ] as unknown as RspackPluginInstance[];
}
