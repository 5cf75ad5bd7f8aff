import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RemotePackage {
  /** MF container name = folder name under remotes/ */
  name: string;
  packageName: string;
  /** package.json version, the first part of a published version */
  version: string;
  dir: string;
  distDir: string;
}

/** Every remote under remotes/* that can be built (its package.json has a build script). */
export function findRemotes(repoRoot: string): RemotePackage[] {
  const remotesDir = join(repoRoot, 'remotes');
  if (!existsSync(remotesDir)) return [];
  return readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = join(remotesDir, entry.name);
      const manifest = join(dir, 'package.json');
      if (!existsSync(manifest)) return [];
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name: string;
        version?: string;
        scripts?: Record<string, string>;
      };
      if (!pkg.scripts?.build) return [];
      return [
        { name: entry.name, packageName: pkg.name, version: pkg.version ?? '0.0.0', dir, distDir: join(dir, 'dist') },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
