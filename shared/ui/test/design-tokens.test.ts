import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const TOKENS = join(ROOT, 'shared/ui/src/tokens.css');

/** The source folders whose stylesheets and components read the tokens (the payment sandbox's page among them). */
const READERS = ['host/src', 'remotes', 'shared', 'server/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(node_modules|dist|test|locales)$/.test(entry.name) ? [] : sources(path);
    return /\.(css|tsx?)$/.test(entry.name) && path !== TOKENS ? [path] : [];
  });
}

const declared = (css: string) => new Set([...css.matchAll(/^\s*(--[a-z0-9-]+)\s*:/gm)].map((m) => m[1]!));

/**
 * tokens.css is part of every page's first render (the host provides @dating/ui whole), so a token nothing reads is
 * bytes every visitor downloads for nothing (issue 29: the design system's budget per first render).
 */
test('every design token is read by a stylesheet or a component, or by another token that is', () => {
  const tokensCss = readFileSync(TOKENS, 'utf8');
  const readers = READERS.flatMap((dir) => sources(join(ROOT, dir)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  // a token read only by another token counts once that one is read
  const valuesOf = new Map<string, string>();
  for (const [, name, value] of tokensCss.matchAll(/^\s*(--[a-z0-9-]+)\s*:([^;]*);/gm)) {
    valuesOf.set(name!, `${valuesOf.get(name!) ?? ''} ${value}`);
  }
  const reads = (text: string, token: string) => new RegExp(`var\\(\\s*${token}[\\s,)]`).test(text);
  const used = new Set([...declared(tokensCss)].filter((token) => reads(readers, token)));
  for (let grew = true; grew;) {
    grew = false;
    for (const token of declared(tokensCss)) {
      if (used.has(token)) continue;
      if ([...used].some((user) => reads(valuesOf.get(user) ?? '', token))) {
        used.add(token);
        grew = true;
      }
    }
  }
  expect([...declared(tokensCss)].filter((token) => !used.has(token))).toEqual([]);
});
