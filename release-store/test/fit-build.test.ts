import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROVIDES_FILE } from '@dating/contract';
import type { ApiRecord } from '@dating/contract';
import { contentHash } from '../src/content-hash';
import { deployStoreOf } from '../src/open-store';
import { checkHost, promote } from '../src/operations';
import { REPO_ROOT } from '../src/paths';
import { versionName } from '../src/version';

/**
 * What fits what (docs/architecture.md), end to end through the real build and the real deploy tool: a remote built
 * against a changed copy of a shared package (one more export, which it uses) is refused by a host built without
 * that export and taken by one built with it; and the host without it is refused while that remote is live. Built
 * by rspack's own command, unminified (the records do not depend on it), into folders of the test's own.
 */
const HOST = join(REPO_ROOT, 'host');
const LIKES = join(REPO_ROOT, 'remotes', 'likes');
const NEW_EXPORT = 'MatchCarousel';

/** One rspack build of `config` (a CommonJS module's text) with the environment given, run from `cwd`. */
function rspackBuild(work: string, name: string, cwd: string, config: string, env: Record<string, string>): string {
  const file = join(work, `${name}.config.js`);
  const out = join(work, name);
  writeFileSync(file, config);
  execFileSync(join(cwd, 'node_modules/.bin/rspack'), ['build', '--config', file], {
    cwd,
    env: { ...process.env, ...env, OUT: out },
    stdio: 'pipe',
  });
  return out;
}

/** The build's own options, written elsewhere, without minifying or source maps, with @dating/ui maybe aliased. */
const ADJUST = `
const adjust = (config) => ({
  ...config,
  devtool: false,
  optimization: { ...config.optimization, minimize: false },
  output: { ...config.output, path: process.env.OUT },
  resolve: {
    ...config.resolve,
    alias: { ...config.resolve?.alias, ...(process.env.UI ? { '@dating/ui$': process.env.UI } : {}) },
  },
});
const build = require(require.resolve('@dating/build', { paths: [process.cwd()] }));
`;

const hostConfig = (entry: string) =>
  `${ADJUST}module.exports = adjust(build.createHostConfig({ dir: process.cwd(), mode: 'development', ` +
  `entry: ${JSON.stringify(entry)} }));\n`;

const remoteConfig = (probe: string) =>
  `${ADJUST}module.exports = adjust(build.createRemoteConfig({ dir: process.cwd(), name: 'likes', ` +
  `mode: 'development', exposes: { './LikesPage': './src/pages/LikesPage.tsx', ` +
  `'./${NEW_EXPORT}': ${JSON.stringify(probe)} } }));\n`;

let work: string;
/**
 * The host as it is, built from an entry of its federation runtime alone (the share scope is built with it): what it
 * provides does not depend on its own pages.
 */
let hostToday: string;
let hostEntry: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'fit-build-'));
  hostEntry = join(work, 'host-entry.ts');
  writeFileSync(
    hostEntry,
    `export { createHostRuntime } from ${JSON.stringify(join(HOST, 'src/federation/host-runtime.ts'))};\n`,
  );
  hostToday = rspackBuild(work, 'host-today', HOST, hostConfig(hostEntry), {});
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The names the host's library facades provide (shared/build/src/facades.ts). */
const FACADE_APIS = JSON.parse(readFileSync(join(REPO_ROOT, 'shared/build/facade-api.json'), 'utf8')) as Record<
  string,
  string[]
>;

test('the host provides its libraries as facades: the listed names, and not the parts left out', () => {
  const provides = JSON.parse(readFileSync(join(hostToday, PROVIDES_FILE), 'utf8')) as ApiRecord;
  for (const library of ['react-router', 'react-i18next', '@tanstack/react-query'])
    expect(provides[library]?.names).toEqual([...FACADE_APIS[library]].sort());
  expect(provides['react-i18next']?.names).not.toContain('Trans');
  expect(provides['@tanstack/react-query']?.names).not.toContain('useSuspenseQuery');
  // the built files hold none of the modules left out: Trans's HTML parser, the suspense hooks
  const code = readdirSync(hostToday)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(hostToday, file), 'utf8'))
    .join('\n');
  expect(code).toContain('react-i18next/dist/es/useTranslation.js');
  expect(code).not.toContain('html-parse-stringify');
  expect(code).not.toContain('react-query/build/modern/useSuspenseQuery.js');
});

test('a remote using an export a host lacks is refused onto it, taken onto one that has it', async () => {
  // the changed copy: @dating/ui as it is, and one export more
  const uiNext = join(work, 'ui-next.ts');
  writeFileSync(
    uiNext,
    `export * from ${JSON.stringify(join(REPO_ROOT, 'shared/ui/src/index.ts'))};\n` +
      `export const ${NEW_EXPORT} = () => null;\n`,
  );
  const probe = join(work, 'probe.ts');
  writeFileSync(probe, `import { ${NEW_EXPORT} } from '@dating/ui';\nexport default ${NEW_EXPORT};\n`);
  const hostNext = rspackBuild(work, 'host-next', HOST, hostConfig(hostEntry), { UI: uiNext });
  const likesNext = rspackBuild(work, 'likes-next', LIKES, remoteConfig(probe), { UI: uiNext });

  const store = join(work, 'store');
  const version = versionName('0.1.0', contentHash(likesNext));
  await deployStoreOf(store).publishVersion('likes', version, likesNext);
  const ctx = (hostDir: string) => ({ store, by: 'test', hostDir });

  const refused = await promote(ctx(hostToday), { remote: 'likes', version });
  expect(refused.ok).toBe(false);
  expect(refused.problems).toEqual([`likes ${version} needs @dating/ui (${NEW_EXPORT}), which the host lacks`]);
  expect((await promote(ctx(hostToday), { remote: 'likes', version, canary: 10 })).ok).toBe(false);

  const taken = await promote(ctx(hostNext), { remote: 'likes', version });
  expect(taken.problems).toEqual([]);
  expect(taken.ok).toBe(true);
  expect((await checkHost(ctx(hostNext))).ok).toBe(true);
  // going back to a host without the export, while this version is live, is refused
  const hostBack = await checkHost(ctx(hostToday));
  expect(hostBack.ok).toBe(false);
  expect(hostBack.problems).toEqual([
    `production: likes ${version} needs @dating/ui (${NEW_EXPORT}), which the host lacks`,
  ]);
}, 600_000);
