import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const IGNORED = new Set(['node_modules', 'dist', '.cache', 'test']);

/** The newest modification time of any file below the given paths (folders walked, some skipped). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!IGNORED.has(entry)) visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/**
 * Whether a remote needs building: no dist manifest yet, or something it is built from (its own sources
 * and config with its exposes map, or a shared package it bundles) changed after the manifest was written.
 */
export function isDistStale(remoteDir: string, sharedDirs: string[]): boolean {
  const manifest = join(remoteDir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const configs = ['package.json', 'rspack.config.js'].map((file) => join(remoteDir, file));
  const inputs = [join(remoteDir, 'src'), ...configs, ...sharedDirs];
  return newestMtime(inputs) > statSync(manifest).mtimeMs;
}

/** shared/*\/src and shared/*\/package.json: what every remote bundles or is built with. */
export function sharedInputs(repoRoot: string): string[] {
  const shared = join(repoRoot, 'shared');
  if (!existsSync(shared)) return [];
  return readdirSync(shared).flatMap((name) => [join(shared, name, 'src'), join(shared, name, 'package.json')]);
}
