import { spawnSync } from 'node:child_process';

/** Builds one workspace package with its own build script; output goes to this process's terminal. */
export function buildPackage(repoRoot: string, packageName: string): boolean {
  const result = spawnSync('pnpm', ['--filter', packageName, 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  return result.status === 0;
}
