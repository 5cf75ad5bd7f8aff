import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * A version id identifies its code (deploy names a version by its build's content hash): two builds of the same
 * sources are the same files, byte for byte. Built by rspack's own command from a real remote's config (the signup
 * remote: several exposed pages sharing modules, where the federation plugin's report came out differently each
 * time), into folders of the test's own, so the repository's builds are not touched.
 */
const SIGNUP = join(__dirname, '../../../remotes/signup');

function build(work: string, outDir: string): void {
  const config = join(work, 'rspack.config.js');
  // the remote's browser build as it is, only written elsewhere
  writeFileSync(
    config,
    `const [browser] = require(${JSON.stringify(join(SIGNUP, 'rspack.config.js'))});\n` +
      'module.exports = { ...browser, output: { ...browser.output, path: process.env.OUT } };\n',
  );
  execFileSync(join(SIGNUP, 'node_modules/.bin/rspack'), ['build', '--config', config], {
    cwd: SIGNUP,
    env: { ...process.env, OUT: outDir },
    stdio: 'pipe',
  });
}

/** Every file of a folder with its bytes, by path. */
function filesOf(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(dir, path), readFileSync(path)] as const;
      }),
  );
}

/** Where two versions of a file first differ, with some text around it from each. */
function firstDifference(a: Buffer, b: Buffer): string {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  const around = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, at - 120), at + 120).toString('utf8'));
  return `byte ${at}: ${around(a)} / ${around(b)}`;
}

const work = mkdtempSync(join(tmpdir(), 'reproducible-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('two builds of a remote from the same sources are the same files, byte for byte', () => {
  build(work, join(work, 'first'));
  build(work, join(work, 'second'));
  const first = filesOf(join(work, 'first'));
  const second = filesOf(join(work, 'second'));
  expect(first.has('mf-manifest.json')).toBe(true);
  expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
  // each differing file with the first place its two builds part, so a failure says what differs
  const differing = [...first]
    .filter(([path, bytes]) => !bytes.equals(second.get(path)!))
    .map(([path, bytes]) => `${path}: ${firstDifference(bytes, second.get(path)!)}`);
  expect(differing).toEqual([]);
});

test("a remote entry holds the federation runtime's ES build, tree-shaken, not its CommonJS build whole", () => {
  const map = JSON.parse(readFileSync(join(work, 'first', 'remoteEntry.js.map'), 'utf8')) as { sources: string[] };
  const federation = map.sources.filter((source) => source.includes('@module-federation/'));
  expect(federation.length).toBeGreaterThan(0);
  expect(federation.filter((source) => source.endsWith('.cjs'))).toEqual([]);
});
