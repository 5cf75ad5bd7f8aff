/**
 * jest runs CommonJS in a VM without --experimental-vm-modules, so two kinds of dependency code break it:
 * ES modules (kysely, faker, dicebear, content-disposition, ...) and CommonJS that loads parts with import()
 * (PGlite, @fastify/cookie). Both are compiled to plain CommonJS by swc; every other file of node_modules is
 * passed through untouched. Deciding by content rather than by a list of packages means a new dependency of
 * a dependency needs no change here.
 */
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});

// Static import/export at the start of a line (minified bundles write `import{a}from"./b.js"`), or import().
const ESM_OR_DYNAMIC_IMPORT = /(^|[^.\w$])import\s*\(|^\s*(import\s*[\w*{'"]|export\s*[\w*{])/m;

function needsCompiling(source, filename) {
  return !filename.includes('/node_modules/') || ESM_OR_DYNAMIC_IMPORT.test(source);
}

module.exports = {
  process(source, filename, options) {
    return needsCompiling(source, filename) ? swc.process(source, filename, options) : { code: source };
  },
  getCacheKey(source, filename, options) {
    return `${swc.getCacheKey(source, filename, options)}:${needsCompiling(source, filename) ? 'swc' : 'raw'}`;
  },
};
