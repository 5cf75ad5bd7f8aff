import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  commitPointer,
  contentHash,
  pointerEntry,
  publishVersion,
  readPointer,
  REPO_ROOT,
  versionName,
  type HistoryDraft,
} from '@dating/release-store';
import { buildPackage } from './build';
import { storeRoot } from './paths';
import { isDistStale, sharedInputs } from './staleness';
import { findRemotes, type RemotePackage } from './workspace';

export interface PublishAllOptions {
  repoRoot?: string;
  store?: string;
  /** builds a remote; swapped out in tests */
  build?: (repoRoot: string, remote: RemotePackage) => boolean;
  log?: (line: string) => void;
}

export interface PublishOutcome {
  name: string;
  version?: string;
  created?: boolean;
  error?: string;
}

/**
 * Builds what is stale, copies each remote's dist into its immutable version folder, then points
 * production at the new versions in one atomic write. Remotes that failed keep whatever the pointer
 * named before, so one broken remote never takes the others' releases (or its own last good one) away.
 */
export function publishAll({
  repoRoot = REPO_ROOT,
  store = storeRoot(),
  build = (root, remote) => buildPackage(root, remote.packageName),
  log = console.log,
}: PublishAllOptions = {}): PublishOutcome[] {
  const shared = sharedInputs(repoRoot);
  const pointer = readPointer(store);
  const readRevision = pointer.revision ?? 0;
  const changes: HistoryDraft[] = [];
  const by = process.env.USER ?? 'publish-all';
  const outcomes: PublishOutcome[] = [];

  for (const remote of findRemotes(repoRoot)) {
    if (isDistStale(remote.dir, shared)) {
      log(`building ${remote.packageName}`);
      if (!build(repoRoot, remote) || !existsSync(join(remote.distDir, 'mf-manifest.json'))) {
        outcomes.push({ name: remote.name, error: 'build failed' });
        const kept = pointer.remotes[remote.name]?.version ?? 'no version of it';
        log(`${remote.name}: build failed; the pointer keeps ${kept}`);
        continue;
      }
    }
    const version = versionName(remote.version, contentHash(remote.distDir));
    const { created } = publishVersion(store, remote.name, version, remote.distDir);
    const before = pointer.remotes[remote.name]?.version ?? null;
    if (before !== version) changes.push({ remote: remote.name, action: 'publish-all', by, from: before, to: version });
    pointer.remotes[remote.name] = pointerEntry(remote.name, version);
    outcomes.push({ name: remote.name, version, created });
    log(`${remote.name} ${version} ${created ? 'published' : 'already in the store'}`);
  }

  commitPointer(store, 'production', readRevision, pointer, changes);
  log(`pointer written: ${Object.keys(pointer.remotes).length} remote(s)`);
  return outcomes;
}
