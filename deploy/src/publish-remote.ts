import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentHash, deployStoreOf, REPO_ROOT, versionName, type DeployStore } from '@dating/release-store';
import { buildPackage } from './build';
import { findRemotes } from './workspace';

/** Builds one remote and copies it into its immutable version (folder or prefix); the pointer is not touched. */
export async function publishRemote(
  name: string,
  {
    store,
    repoRoot = REPO_ROOT,
    build = buildPackage,
  }: { store: string | DeployStore; repoRoot?: string; build?: (root: string, pkg: string) => boolean },
) {
  const remote = findRemotes(repoRoot).find((r) => r.name === name);
  if (!remote) throw new Error(`no remote '${name}' under remotes/`);
  if (!build(repoRoot, remote.packageName) || !existsSync(join(remote.distDir, 'mf-manifest.json')))
    throw new Error(`${name}: build failed`);
  const version = versionName(remote.version, contentHash(remote.distDir));
  return { version, ...(await deployStoreOf(store).publishVersion(name, version, remote.distDir)) };
}
