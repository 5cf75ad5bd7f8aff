import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parse } from '@babel/parser';

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A relative or absolute specifier as the file it names. */
function resolveFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return SOURCE_EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file) && /\.[cm]?tsx?$/.test(file));
}

/** One import or re-export of a module: from where, and which names ('*': all of them). */
interface ModuleLink {
  from: string;
  names: string[];
  /** `export * from`: the module's names become this one's */
  all?: true;
}
/** What one file exports by name (types left out) and what it takes from other modules. */
interface ModuleSummary {
  exports: string[];
  imports: ModuleLink[];
  reexports: ModuleLink[];
}

type Named = { type: string; name?: string; value?: string };
const nameOf = (node: Named) => (node.type === 'Identifier' ? node.name! : node.value!);

/** The declared names of `export const a = 1, { b } = c` and `export function f` (values only). */
function declaredNames(declaration: { type: string; declare?: boolean; id?: Named; declarations?: unknown[] }) {
  if (declaration.declare || /^TS(Interface|TypeAlias)Declaration$/.test(declaration.type)) return [];
  if (declaration.id) return [nameOf(declaration.id)];
  const names: string[] = [];
  const collect = (pattern: { type: string; name?: string; properties?: unknown[]; elements?: unknown[] }) => {
    if (pattern.type === 'Identifier') names.push(pattern.name!);
    for (const p of (pattern.properties ?? []) as Array<{ value?: never; argument?: never }>)
      collect(p.value ?? p.argument!);
    for (const e of (pattern.elements ?? []) as never[]) if (e) collect(e);
  };
  for (const d of (declaration.declarations ?? []) as Array<{ id: never }>) collect(d.id);
  return names;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Babel's AST is walked by node type, not typed per node */
function summarise(file: string): ModuleSummary {
  const ast = parse(readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: ['typescript', ...(file.endsWith('.tsx') || file.endsWith('.jsx') ? (['jsx'] as const) : [])],
  });
  const summary: ModuleSummary = { exports: [], imports: [], reexports: [] };
  for (const node of ast.program.body as any[]) {
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type') {
      const names = (node.specifiers as any[])
        .filter((s) => s.importKind !== 'type')
        .map((s) =>
          s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*',
        );
      if (names.length) summary.imports.push({ from: node.source.value, names });
    } else if (node.type === 'ExportAllDeclaration' && node.exportKind !== 'type') {
      summary.reexports.push({ from: node.source.value, names: ['*'], all: true });
    } else if (node.type === 'ExportNamedDeclaration' && node.exportKind !== 'type') {
      if (node.declaration) summary.exports.push(...declaredNames(node.declaration));
      const specifiers = (node.specifiers as any[]).filter((s) => s.exportKind !== 'type');
      summary.exports.push(...specifiers.map((s) => nameOf(s.exported)));
      if (node.source && specifiers.length)
        summary.reexports.push({
          from: node.source.value,
          names: specifiers.map((s) => (s.type === 'ExportNamespaceSpecifier' ? '*' : nameOf(s.local))),
        });
    } else if (node.type === 'ExportDefaultDeclaration') summary.exports.push('default');
  }
  return summary;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The value names a package entry exports, through its `export * from` and `export { … } from` of its own files.
 * A name re-exported from a library counts as the package's own.
 */
export function exportedNames(entry: string): string[] {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { exports, reexports } = summarise(file);
    for (const name of exports) names.add(name);
    for (const { from, all } of reexports) {
      // `export { a } from` named its names already; `export * from` one of the package's own files takes them all
      const target = all && (from.startsWith('.') || isAbsolute(from)) ? resolveFile(file, from) : undefined;
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...names].sort();
}

/**
 * The names the files import from the packages `packageOf` recognises, by package: `import { a, b } from 'pkg'`,
 * `export { a } from 'pkg'`. A namespace import, `export *`, or an import of a subpath ('react-dom/client') is
 * marked '*' (every name it has).
 */
export function importedNames(
  files: Iterable<string>,
  packageOf: (specifier: string) => string | undefined,
): Map<string, Set<string>> {
  const needed = new Map<string, Set<string>>();
  for (const file of files) {
    const { imports, reexports } = summarise(file);
    for (const { from, names } of [...imports, ...reexports]) {
      const pkg = packageOf(from);
      if (!pkg) continue;
      const set = needed.get(pkg) ?? new Set<string>();
      for (const name of names) set.add(pkg === from ? name : '*');
      needed.set(pkg, set);
    }
  }
  return needed;
}

/** The version of a package as the build in `dir` resolves it. */
export function resolvedVersion(dir: string, pkg: string): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [dir] });
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** A workspace package's entry file (its package.json `main`). */
export function packageEntry(packageDir: string): string {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { main?: string };
  return join(packageDir, pkg.main ?? 'src/index.ts');
}
