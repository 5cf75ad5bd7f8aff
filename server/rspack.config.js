const { existsSync } = require('node:fs');
const { builtinModules } = require('node:module');
const { dirname, join } = require('node:path');

/**
 * The server built to JavaScript (docs/architecture.md, Backend rules): production starts node on dist/main.js and
 * compiles nothing at start. The platform packages (@dating/*, TypeScript sources) are bundled in; every library
 * stays a require() of the server's node_modules, as under tsx, so native modules (argon2, sharp), PGlite's files
 * and the libraries' own lazy loading work unchanged. A library only a platform package depends on (react for the
 * i18n package's components) is not the server's to require, and is bundled in from where that package finds it.
 * `__dirname` stays Node's own: dist/ sits beside src/, so the paths the server derives from it are the same.
 */
const NODE_BUILTINS = new Set(builtinModules);
const isBare = (request) => !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@dating/');
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/** The node_modules folders Node looks in from server/ (NODE_PATH aside, which a package manager's shim may set). */
function nodeModulesFrom(dir) {
  const folders = [];
  for (let at = dir; ; at = dirname(at)) {
    folders.push(join(at, 'node_modules'));
    if (dirname(at) === at) return folders;
  }
}
const SERVER_MODULES = nodeModulesFrom(__dirname);
const isServerLibrary = (request) =>
  SERVER_MODULES.some((folder) => existsSync(join(folder, packageOf(request), 'package.json')));

function serverLibraries({ request }, callback) {
  if (!request || !isBare(request)) return callback();
  if (request.startsWith('node:') || NODE_BUILTINS.has(request)) return callback(null, `commonjs ${request}`);
  return isServerLibrary(request) ? callback(null, `commonjs ${request}`) : callback();
}

module.exports = {
  name: 'server',
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: { main: './src/main.ts' },
  devtool: 'source-map',
  output: {
    path: join(__dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: 'chunks/[name].[contenthash:8].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  externalsPresets: { node: true },
  externals: [serverLibraries],
  node: { __dirname: false, __filename: false },
  module: {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  // Readable stack traces and logs: names kept, nothing mangled (the server's size does not matter, its start does).
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
};
