import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { ApiRecord } from '@dating/contract';
import { exportedNames, packageEntry } from './api-surface';
import { REPO_ROOT, workspacePackages } from './workspace';

/**
 * The exports of each singleton package as last recorded, with its version then: what remotes built since may use,
 * and what a change has to be compared with (docs/architecture.md, What fits what).
 */
export const RECORDED_API_FILE = join(REPO_ROOT, 'shared', 'build', 'recorded-api.json');

/** The singleton packages' versions and value exports as the sources say now. */
export function currentApi(root = REPO_ROOT): ApiRecord {
  return Object.fromEntries(
    workspacePackages(root)
      .filter((pkg) => pkg.sharing === 'singleton')
      .map((pkg) => [pkg.name, { version: pkg.version, names: exportedNames(packageEntry(pkg.dir)) }]),
  );
}

export const readRecordedApi = (file = RECORDED_API_FILE): ApiRecord =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiRecord) : {};

export function recordApi(file = RECORDED_API_FILE, api = currentApi()): void {
  writeFileSync(file, `${JSON.stringify(api, null, 2)}\n`);
}

/**
 * What stands between the sources and the record, in words: a name removed under a version that remotes built
 * against the recorded one still accept (semver: removing is a breaking change, outside `^recorded`), a name added
 * under the same version (remotes that use it must be able to say they need the newer one), or a record that is
 * simply behind. Empty: the record is the sources'.
 */
export function apiVersionProblems(current: ApiRecord, recorded: ApiRecord): string[] {
  const problems: string[] = [];
  const record = 'then record it: pnpm api:record';
  for (const [pkg, now] of Object.entries(current)) {
    const then = recorded[pkg];
    if (!then) {
      problems.push(`${pkg} is not in shared/build/recorded-api.json: ${record}`);
      continue;
    }
    const names = new Set(now.names);
    const before = new Set(then.names);
    const removed = [...before].filter((name) => !names.has(name));
    const added = [...names].filter((name) => !before.has(name));
    if (removed.length && semver.satisfies(now.version, `^${then.version}`))
      problems.push(
        `${pkg} no longer exports ${removed.join(', ')}: a breaking change needs a version outside ` +
          `^${then.version} (${semver.inc(then.version, semver.major(then.version) === 0 ? 'minor' : 'major')}); ` +
          record,
      );
    else if (added.length && now.version === then.version)
      problems.push(
        `${pkg} now exports ${added.join(', ')}: give it a later version than ${then.version} ` +
          `(${semver.inc(then.version, 'patch')} or above); ${record}`,
      );
    else if (removed.length || added.length || now.version !== then.version)
      problems.push(`${pkg} ${now.version} differs from its record (${then.version}): ${record}`);
  }
  return problems;
}
