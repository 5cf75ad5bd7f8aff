const { join } = require('node:path');
const { rspack } = require('@rspack/core');
const { GenerateSW } = require('workbox-webpack-plugin');
const { createHostConfig } = require('@dating/build');
const { sourceHash } = require('@dating/build/src/source-hash');
const { shellNavigationPatterns } = require('@dating/routes/src/shell-paths');
const { PwaAssetsPlugin } = require('./build/pwa-assets-plugin');
const { version } = require('./package.json');

// One id per set of sources: the shell compares its own with builds/latest.json to see a new release.
const buildId = sourceHash(__dirname);
const config = createHostConfig({ dir: __dirname });

/**
 * The service worker (docs/architecture.md, Module Federation rules: GenerateSW works under rspack 2, a compiled
 * InjectManifest does not).
 * - precache: the shell (index.html, its bundles, icons, manifest) so it starts offline; never the
 *   pointer, any mf-manifest.json, the build markers or source maps;
 * - /remotes.json and every mf-manifest.json: network first, so a rollback is seen at once and the last
 *   answer serves only when offline;
 * - /remotes/<name>/<version>/*: cache first, the folders are immutable;
 * - /api/*: no route at all, i.e. network only (the worker does not touch those requests).
 * Updates wait (skipWaiting false) until the member presses Refresh in the shell's prompt.
 */
const serviceWorker = new GenerateSW({
  swDest: 'sw.js',
  inlineWorkboxRuntime: true,
  sourcemap: false,
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  importScripts: ['/sw-push.js'],
  exclude: [
    /\.map$/,
    /(^|\/)mf-manifest\.json$/,
    /(^|\/)mf-stats\.json$/,
    /^builds\//,
    /^sw-push\.js$/,
    /\.LICENSE\.txt$/,
    // the server's compressed copies of the files above: the browser gets those by asking for the files
    /\.(br|gz)$/,
  ],
  // Content-hashed names need no revision query.
  dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // The server answers /index.html itself with a 404 (it is no route) and serves the shell at every route,
  // so the shell is precached under '/', and a navigation to a route of the table falls back to it.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) =>
        entry.url === '/index.html' || entry.url === 'index.html' ? { ...entry, url: '/' } : entry,
      ),
      warnings: [],
    }),
  ],
  navigateFallback: '/',
  // Only the route table's paths: the pages the server answers itself (/activate?code=, /_dev/mail, /_ops,
  // mailed links) must reach the server, or the member sees the shell's 'Page not found' instead.
  navigateFallbackAllowlist: shellNavigationPatterns(),
  runtimeCaching: [
    {
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin && (url.pathname === '/remotes.json' || url.pathname.endsWith('/mf-manifest.json')),
      handler: 'NetworkFirst',
      options: { cacheName: 'remote-pointers', networkTimeoutSeconds: 5, expiration: { maxEntries: 64 } },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/remotes\/[^/]+\/[^/]+\/.+/.test(url.pathname),
      handler: 'CacheFirst',
      options: {
        cacheName: 'remote-versions',
        expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 90 },
        cacheableResponse: { statuses: [200] },
      },
    },
  ],
});

module.exports = {
  ...config,
  plugins: [
    ...config.plugins,
    new rspack.DefinePlugin({ __HOST_BUILD_ID__: JSON.stringify(buildId) }),
    new PwaAssetsPlugin({
      buildId,
      version,
      name: process.env.APP_NAME || 'Dating',
      tokensCss: join(__dirname, '..', 'shared', 'ui', 'src', 'tokens.css'),
      pushWorker: join(__dirname, 'src', 'sw', 'sw-push.js'),
    }),
    serviceWorker,
  ],
};
