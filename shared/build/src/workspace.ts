import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root: shared/build/src → ../../.. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/**
 * Names of the workspace's shared platform packages (@dating/* under shared/). Read from disk rather than
 * listed by hand, so a new shared package becomes a singleton without anyone remembering to add it.
 * @dating/build itself is build-time only and never reaches a bundle.
 */
export function sharedWorkspacePackages(root = REPO_ROOT): string[] {
  const dir = join(root, 'shared');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
    .map((entry) => JSON.parse(readFileSync(join(dir, entry.name, 'package.json'), 'utf8')).name as string)
    .filter((name) => name.startsWith('@dating/') && name !== '@dating/build')
    .sort();
}
