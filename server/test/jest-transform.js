/**
 * jest runs CommonJS in a VM without --experimental-vm-modules, so two kinds of dependency code break it:
 * ES modules (kysely, faker, dicebear, content-disposition, ...) and CommonJS that loads parts with import()
 * (PGlite, @fastify/cookie). Both are compiled to plain CommonJS by swc; every other file of node_modules is
 * passed through untouched. A file is an ES module by Node's own rule (.mjs, or .js under a package.json
 * with "type": "module"), so a new dependency of a dependency needs no change here.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});

const DYNAMIC_IMPORT = /(^|[^.\w$])import\s*\(/;
const packageTypeByDir = new Map();

/** "type" of the nearest package.json above a file, as Node resolves it. */
function packageType(dir) {
  if (packageTypeByDir.has(dir)) return packageTypeByDir.get(dir);
  let type = 'commonjs';
  const file = path.join(dir, 'package.json');
  if (fs.existsSync(file)) {
    try {
      type = JSON.parse(fs.readFileSync(file, 'utf8')).type ?? 'commonjs';
    } catch {
      type = 'commonjs';
    }
  } else if (path.dirname(dir) !== dir) {
    type = packageType(path.dirname(dir));
  }
  packageTypeByDir.set(dir, type);
  return type;
}

function needsCompiling(source, filename) {
  if (!filename.includes(`${path.sep}node_modules${path.sep}`)) return true;
  if (DYNAMIC_IMPORT.test(source)) return true;
  if (filename.endsWith('.mjs')) return true;
  return filename.endsWith('.js') && packageType(path.dirname(filename)) === 'module';
}

module.exports = {
  process(source, filename, options) {
    return needsCompiling(source, filename) ? swc.process(source, filename, options) : { code: source };
  },
  getCacheKey(source, filename, options) {
    return `${swc.getCacheKey(source, filename, options)}:${needsCompiling(source, filename) ? 'swc' : 'raw'}`;
  },
};
