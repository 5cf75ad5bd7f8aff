import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './workspace';

const SKIP = new Set(['node_modules', 'dist', 'test', '.cache']);

function addTree(hash: ReturnType<typeof createHash>, path: string, root: string): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) if (!SKIP.has(entry)) addTree(hash, join(path, entry), root);
    return;
  }
  hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
}

/**
 * A short hash of everything a remote's bundle is made from: its own folder, every shared package, the
 * lockfile and this preset. Same sources, same hash — so rebuilding unchanged code stays byte-identical
 * and publishes no new version — while any change gives a new one.
 */
export function sourceHash(dir: string, root = REPO_ROOT): string {
  const hash = createHash('sha256');
  addTree(hash, dir, root);
  addTree(hash, join(root, 'shared'), root);
  addTree(hash, join(root, 'pnpm-lock.yaml'), root);
  return hash.digest('hex').slice(0, 10);
}
