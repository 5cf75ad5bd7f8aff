import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { commitPointer, readHistory } from './cas';
import type { DeployStore } from './deploy-store';
import { contentHash } from './content-hash';
import { versionDir } from './paths';
import { readPointer } from './pointer';
import { publishVersion } from './store';
import { isVersionName } from './version';

/** Published versions of a remote, oldest first (by folder time, the order they were published). */
export function listVersions(store: string, remote: string): string[] {
  const dir = join(store, 'remotes', remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(isVersionName)
    .map((v) => ({ v, t: statSync(join(dir, v)).mtimeMs }))
    .sort((a, b) => a.t - b.t || a.v.localeCompare(b.v))
    .map((x) => x.v);
}

const jsonNamesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
    : [];

/** The store as a folder (STORE_DIR, on a mount every instance shares): the file calls of cas.ts and store.ts. */
export function folderStore(dir: string): DeployStore {
  return {
    location: dir,
    readPointer: async (env) => readPointer(dir, env),
    commitPointer: async (env, expected, next, entries) => commitPointer(dir, env, expected, next, entries),
    readHistory: async (filter) => readHistory(dir, filter),
    environments: async () => jsonNamesIn(join(dir, 'pointer')),
    storedRemotes: async () => (existsSync(join(dir, 'remotes')) ? readdirSync(join(dir, 'remotes')) : []),
    listVersions: async (remote) => listVersions(dir, remote),
    hasVersion: async (remote, version) => existsSync(versionDir(dir, remote, version)),
    versionLocation: (remote, version) => versionDir(dir, remote, version),
    versionFiles: (remote, version) => {
      const root = versionDir(dir, remote, version);
      return {
        read: async (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null),
        has: async (file) => existsSync(join(root, file)),
        contentHash: async () => contentHash(root),
      };
    },
    publishVersion: async (remote, version, distDir) => publishVersion(dir, remote, version, distDir),
    close: () => {},
  };
}
