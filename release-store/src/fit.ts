import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { ApiRecord, describeMissing, EVERY_NAME, is, missingApi, PROVIDES_FILE } from '@dating/contract';

export { PROVIDES_FILE };
import type { DeployStore } from './deploy-store';

/** What a host build provides, from its dist folder; null when that build wrote no record. */
export function readProvides(hostDir: string): ApiRecord | null {
  const file = join(hostDir, PROVIDES_FILE);
  if (!existsSync(file)) return null;
  const record: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!is(record, ApiRecord)) throw new Error(`${file} is not a record of provided packages`);
  return record;
}

/** What a stored version needs from the host (its manifest's `needs`); null for a version built before the records. */
export async function readNeeds(store: DeployStore, remote: string, version: string): Promise<ApiRecord | null> {
  const text = await store.versionFiles(remote, version).read('mf-manifest.json');
  if (text === null) return null;
  const needs = (JSON.parse(text) as { needs?: unknown }).needs;
  return is(needs, ApiRecord) ? needs : null;
}

/**
 * Why a remote version does not fit a host (docs/architecture.md, What fits what), each naming the remote, the
 * package and what is missing: a package the host does not provide, a version that is not the one the remote was
 * built with or a compatible later one (semver: `^built`), names the host's copy does not export. Empty: it fits.
 */
export function fitProblems(remote: string, version: string, needs: ApiRecord, provides: ApiRecord): string[] {
  const problems: string[] = [];
  for (const [pkg, need] of Object.entries(needs)) {
    const provided = provides[pkg];
    if (provided && !semver.satisfies(provided.version, `^${need.version}`))
      problems.push(
        `${remote} ${version} was built with ${pkg} ${need.version}; the host provides ${pkg} ${provided.version}`,
      );
  }
  const missing = missingApi(needs, (pkg) => {
    const provided = provides[pkg];
    if (!provided) return null;
    return provided.names ? new Set(provided.names) : EVERY_NAME;
  });
  for (const m of missing) problems.push(`${remote} ${version} needs ${describeMissing(m)}, which the host lacks`);
  return problems;
}

/** A stored version against a host's record; a version without a record of its needs is taken as fitting. */
export async function versionFitProblems(
  store: DeployStore,
  remote: string,
  version: string,
  provides: ApiRecord,
): Promise<string[]> {
  const needs = await readNeeds(store, remote, version);
  return needs ? fitProblems(remote, version, needs, provides) : [];
}

/** By remote and version, for the ops page: what each stored version lacks in the host ([] fits; null: no record). */
export type StoredFit = Record<string, Record<string, string[] | null>>;

export async function storedFit(
  store: DeployStore,
  provides: ApiRecord | null,
  remotes: ReadonlyArray<{ remote: string; available: string[] }>,
): Promise<StoredFit> {
  const fit: StoredFit = {};
  for (const { remote, available } of remotes) {
    fit[remote] = {};
    for (const version of available) {
      const needs = provides && (await readNeeds(store, remote, version));
      fit[remote][version] = needs ? fitProblems(remote, version, needs, provides) : null;
    }
  }
  return fit;
}
