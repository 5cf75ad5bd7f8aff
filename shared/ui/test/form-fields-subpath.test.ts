import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SRC = join(__dirname, '../src');

/** The file a relative import names, as the bundler resolves it. */
function resolved(from: string, request: string): string {
  const base = join(dirname(from), request);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
  if (!found) throw new Error(`${relative(SRC, from)} imports ${request}, which is not there`);
  return found;
}

/** Every source file a module brings into a page's files: its relative imports and theirs (types are erased). */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, typeOnly, request] of code.matchAll(/(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/g)) {
      if (!typeOnly) visit(resolved(file, request!));
    }
  };
  visit(entry);
  return seen;
}

/**
 * `@dating/ui/form-fields` is bundled into each page that uses it, beside the shared `@dating/ui` the host provides.
 * A file both reach would run twice on such a page (a second copy of shownFailure did, on five profile pages): the
 * subpath takes what the shared module has by the package's name instead.
 */
it('the form-fields subpath brings no file of the shared @dating/ui a second time', () => {
  const shared = reached(join(SRC, 'index.ts'));
  const subpath = reached(join(SRC, 'form/final-form-fields.ts'));
  const twice = [...subpath].filter((file) => shared.has(file)).map((file) => relative(SRC, file));
  expect(twice).toEqual([]);
});
