const { join } = require('node:path');
const { rspack } = require('@rspack/core');
const { GenerateSW } = require('workbox-webpack-plugin');
const { createHostConfig, createServerRenderConfig, isMonolithBuild } = require('@dating/build');
const { sourceHash } = require('@dating/build/src/source-hash');
const { AFTER_PAINT_PATH, APP_SHELL_URL, shellNavigationPatterns } = require('@dating/routes/src/shell-paths');
const { routes } = require('@dating/routes/src/table');
const { PwaAssetsPlugin } = require('./build/pwa-assets-plugin');
const { version } = require('./package.json');

/** Where the worker keeps the app shell (see manifestTransforms below). */
const APP_SHELL = APP_SHELL_URL;

/**
 * The routes the worker leaves to the server while online (network first):
 * - those whose status the server decides from its data (docs/product.md §2): a campaign or a member that does not
 *   exist is a 404 there, not the shell's 200;
 * - the public pages the server draws as HTML (docs/architecture.md, Server HTML): the shell alone would be an empty
 *   page until the scripts ran, and a promote or rollback of the landers would not show before the next update.
 */
const SERVER_ANSWERED_ROUTES = new Set([
  'landers-kind-slug',
  'members-memberId-landing',
  'members-memberId-landing2-slug',
  'members-memberId-landing3-slug',
  'index',
  'match-finder',
  'signup-matches',
  'login',
  'signup',
  ...routes.filter((route) => route.name.startsWith('pages-')).map((route) => route.name),
]);
/**
 * Those routes' paths as one pattern over a request's whole URL (the worker's code is this config serialized, so a
 * route's pattern must be a literal or a RegExp, never a function that reads a variable of this file).
 */
const serverAnsweredPages = new RegExp(
  `^https?://[^/]+(?:${shellNavigationPatterns(routes.filter((route) => SERVER_ANSWERED_ROUTES.has(route.name)))
    .map((pattern) => pattern.source.slice(1))
    .join('|')})`,
  'i',
);

// One id per set of sources: the shell compares its own with builds/latest.json to see a new release.
const buildId = sourceHash(__dirname);
const config = createHostConfig({ dir: __dirname });

/**
 * The service worker (docs/architecture.md, Module Federation rules: GenerateSW works under rspack 2, a compiled
 * InjectManifest does not).
 * - precache: the shell (index.html, its bundles, icons) so it starts offline; never the pointer, any
 *   mf-manifest.json, the build markers, source maps or the web manifest (the server names the app in it);
 * - /remotes.json and every mf-manifest.json: network first, so a rollback is seen at once and the last
 *   answer serves only when offline;
 * - /remotes/<name>/<version>/*: cache first, the folders are immutable;
 * - the site's data the public pages need (settings, company, regions): network first, the last answer serves
 *   offline; every other /api/* call has no route at all, i.e. network only (the worker does not touch it: it is
 *   about whoever asks);
 * - navigations to the route table's paths: the precached shell, except the pages the server answers itself
 *   (SERVER_ANSWERED_ROUTES): network first; offline the last answer of that page, or the shell.
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
    // the server fills in the site's name from its settings: a precached copy would keep the build's name
    /^manifest\.webmanifest$/,
    /\.LICENSE\.txt$/,
    // the server's compressed copies of the files above: the browser gets those by asking for the files
    /\.(br|gz)$/,
  ],
  // Content-hashed names need no revision query.
  dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // The server answers /index.html itself with a 404 (it is no route) and serves the shell at every route; but at
  // '/' (and the other pages search engines find) it fills in that page's head and varies the answer by
  // Accept-Language and User-Agent, and a shell precached under '/' then matched no navigation to '/' (the worker
  // compares those headers of the navigation with the install's fetch): offline, '/' failed. So the shell is
  // precached from a URL nobody navigates to, which the server answers with the shell and never a page it drew
  // (APP_SHELL_URL), and every navigation to a route of the table, '/' too, falls back to it.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) =>
        entry.url === '/index.html' || entry.url === 'index.html' ? { ...entry, url: APP_SHELL } : entry,
      ),
      warnings: [],
    }),
  ],
  navigateFallback: APP_SHELL,
  // Only the route table's paths: the pages the server answers itself (/activate?code=, /_dev/mail, /_ops,
  // mailed links) must reach the server, or the member sees the shell's 'Page not found' instead.
  navigateFallbackAllowlist: shellNavigationPatterns(routes.filter((route) => !SERVER_ANSWERED_ROUTES.has(route.name))),
  runtimeCaching: [
    {
      urlPattern: serverAnsweredPages,
      handler: 'NetworkFirst',
      options: {
        cacheName: 'server-status-pages',
        networkTimeoutSeconds: 10,
        expiration: { maxEntries: 32 },
        cacheableResponse: { statuses: [200] },
        // the page varies by cookie and language; offline any answer of it beats none
        matchOptions: { ignoreVary: true },
        // offline and never visited: the shell, as for every other route
        precacheFallback: { fallbackURL: APP_SHELL },
      },
    },
    {
      // The site's own data the public pages need to show their content (settings, company, regions, profile
      // fields, interests): the same for every visitor and member, so the last answer may serve offline.
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin && /^\/api\/(settings|companyinfo|regions|profile_fields|interests)\.php$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'site-data',
        networkTimeoutSeconds: 10,
        expiration: { maxEntries: 32 },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // The loader a drawn page starts the app with (AFTER_PAINT_PATH): offline, a page kept above still starts it.
      urlPattern: new RegExp(`^https?://[^/]+${AFTER_PAINT_PATH.replace(/[.]/g, '\\.')}$`),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'after-paint',
        networkTimeoutSeconds: 5,
        expiration: { maxEntries: 1 },
        cacheableResponse: { statuses: [200] },
      },
    },
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

const browserBuild = {
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

// The shell's layout as HTML for the server's public pages (docs/architecture.md, Server HTML); the monolith
// reference build is measured in the browser only.
module.exports = isMonolithBuild()
  ? browserBuild
  : [browserBuild, createServerRenderConfig({ dir: __dirname, name: 'host', entry: './src/server-render/render.tsx' })];
