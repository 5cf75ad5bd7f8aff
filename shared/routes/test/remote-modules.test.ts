import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hostModuleKey, hostModules } from '../src';
import { STILL_TO_BUILD } from './still-to-build';

const REMOTES_DIR = join(__dirname, '../../../remotes');
const LIST_FILE = 'shared/routes/test/still-to-build.ts';

/**
 * What a remote exposes: the map its rspack.config.js hands to @dating/build's createRemoteConfig, read by loading
 * the config with createRemoteConfig answering its options, so the test sees exactly what the build ships. A
 * remote that has no folder yet exposes nothing.
 */
function exposesOf(remote: string): Record<string, string> {
  const config = join(REMOTES_DIR, remote, 'rspack.config.js');
  if (!existsSync(config)) return {};
  const build = require.resolve('@dating/build', { paths: [join(REMOTES_DIR, remote)] });
  let options: { exposes?: Record<string, string> } = {};
  jest.isolateModules(() => {
    jest.doMock(build, () => ({
      createRemoteConfig: (given: typeof options) => given,
      createServerRenderConfig: () => ({}),
    }));
    // a remote with a server-render build exports both configs, the browser build's first
    const exported = require(config) as typeof options | (typeof options)[];
    options = Array.isArray(exported) ? exported[0]! : exported;
  });
  return options.exposes ?? {};
}

const needed = hostModules();
const isExposed = ({ remote, module }: { remote: string; module: string }) => module in exposesOf(remote);
const listed = new Set<string>(STILL_TO_BUILD);

function printStillToBuild(): void {
  const usedBy = new Map(needed.map((m) => [hostModuleKey(m), m.usedBy.join(', ')]));
  const width = Math.max(0, ...STILL_TO_BUILD.map((entry) => entry.length));
  const lines = STILL_TO_BUILD.map((entry) => `  ${entry.padEnd(width)}  ${usedBy.get(entry) ?? '(nothing loads it)'}`);
  console.log([`Routes still to build (${STILL_TO_BUILD.length}):`, ...lines].join('\n'));
}

describe('every module the host loads from a remote', () => {
  beforeAll(printStillToBuild);

  // Were a remote's config to stop passing its exposes this way, this test would read an empty map and stop noticing.
  it.each(readdirSync(REMOTES_DIR))('remotes/%s exposes something, and each exposed file exists', (remote) => {
    const files = Object.values(exposesOf(remote));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !existsSync(join(REMOTES_DIR, remote, file)))).toEqual([]);
  });

  it('is exposed by that remote, or still to build', () => {
    const missing = needed
      .filter((m) => !isExposed(m) && !listed.has(hostModuleKey(m)))
      .map(
        (m) => `${hostModuleKey(m)} (${m.usedBy.join(', ')}) is not exposed by remotes/${m.remote}/rspack.config.js`,
      );
    expect(missing).toEqual([]);
  });

  it('still to build is only what no remote exposes yet', () => {
    const built = needed
      .filter((m) => isExposed(m) && listed.has(hostModuleKey(m)))
      .map((m) => `${hostModuleKey(m)} is exposed now: remove it from STILL_TO_BUILD in ${LIST_FILE}`);
    expect(built).toEqual([]);
  });

  it('still to build names only modules the host loads, each once', () => {
    const keys = new Set(needed.map(hostModuleKey));
    // An entry whose route is gone means a route of docs/product.md §2 was dropped, maybe to shorten the list.
    const orphans = STILL_TO_BUILD.filter((entry) => !keys.has(entry)).map(
      (entry) => `${entry} in ${LIST_FILE} is loaded by no route or widget module: was its route removed?`,
    );
    expect(orphans).toEqual([]);
    expect(listed.size).toBe(STILL_TO_BUILD.length);
  });
});
