import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { versionDir } from './paths';

export interface PublishResult {
  dir: string;
  /** false: that version was already in the store and was left untouched */
  created: boolean;
}

/**
 * Copies a remote's dist into its version folder. An existing version folder is never overwritten: open
 * pages may be loading chunks from it, and the name promises its content. The copy is made under a
 * temporary name beside the target and renamed into place, so the folder appears complete or not at all.
 */
export function publishVersion(store: string, name: string, version: string, distDir: string): PublishResult {
  const dir = versionDir(store, name, version);
  if (existsSync(dir)) return { dir, created: false };
  mkdirSync(dirname(dir), { recursive: true });
  const temp = join(dirname(dir), `.${version}.${process.pid}.${Date.now()}.tmp`);
  try {
    cpSync(distDir, temp, { recursive: true });
    renameSync(temp, dir);
    return { dir, created: true };
  } catch (err) {
    rmSync(temp, { recursive: true, force: true });
    // Someone published the same version at the same moment: theirs is the same bytes, keep it.
    if (existsSync(dir)) return { dir, created: false };
    throw err;
  }
}
