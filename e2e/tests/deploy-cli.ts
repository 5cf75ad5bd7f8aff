import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 8091);
/** The store the e2e server serves from (serve-for-tests.sh). */
export const STORE_DIR = join(REPO_ROOT, '.data', `e2e-${PORT}`, 'store');

export interface PointerEntry {
  version: string;
  entry: string;
  canary?: { version: string; percent: number };
}

/** The ops command line, exactly as ops would type it: `pnpm deploy:remote ...` from the repository root. */
export function deployCli(args: string[], env: Record<string, string> = {}): string {
  return execFileSync('pnpm', ['--silent', 'deploy:remote', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, STORE_DIR, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function pointer(): { remotes: Record<string, PointerEntry> } {
  return JSON.parse(readFileSync(join(STORE_DIR, 'pointer', 'production.json'), 'utf8'));
}

/** A remote's build as scripts/test made it, kept while a test publishes a labelled release of that remote. */
const keptBuild = (remote: string) => join(REPO_ROOT, '.data', `e2e-${PORT}`, 'kept-builds', remote);
const distOf = (remote: string) => join(REPO_ROOT, 'remotes', remote, 'dist');

/**
 * Builds and publishes a new release of a remote (a new version in the store) and returns its version. The build
 * it replaces in the remote's dist is kept first, for restoreRemoteBuild.
 */
export function publishNewRelease(remote: string, label: string): string {
  if (!existsSync(keptBuild(remote))) cpSync(distOf(remote), keptBuild(remote), { recursive: true });
  const out = deployCli(['publish', remote], { RELEASE_LABEL: label });
  const version = new RegExp(`^${remote} (\\S+) published`, 'm').exec(out)?.[1];
  if (!version) throw new Error(`no version in publish output:\n${out}`);
  return version;
}

/**
 * Puts the remote's dist back to the unlabelled build, so later runs publish what the sources say: the build kept
 * by publishNewRelease, the same files a rebuild of the sources makes, without a second build's minute of CPU.
 */
export function restoreRemoteBuild(remote: string): void {
  if (!existsSync(keptBuild(remote))) return; // nothing was published over it
  rmSync(distOf(remote), { recursive: true, force: true });
  renameSync(keptBuild(remote), distOf(remote));
}
