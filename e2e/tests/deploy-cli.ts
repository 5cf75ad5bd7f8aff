import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentHash, versionName } from '@dating/release-store';

export const REPO_ROOT = join(__dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 8091);
/** The store the e2e server serves from (serve-for-tests.sh). */
export const STORE_DIR = join(REPO_ROOT, '.data', `e2e-${PORT}`, 'store');

export interface PointerEntry {
  version: string;
  entry: string;
  canary?: { version: string; percent: number };
}

/** Held while one worker's command runs (a folder: making one is atomic), beside the store it changes. */
const CLI_LOCK = join(STORE_DIR, '..', 'deploy-cli.lock');
/** How long a command may wait for another worker's: far above any command's time, so only a hang meets it. */
const CLI_LOCK_WAIT_MS = 120_000;

/**
 * One command at a time across the test workers. The tool refuses a pointer change while another is being written
 * ('pointer changed, retry'), as it should for two operators; but two test files that deploy (a canary of the
 * profile remote, a promote of likes) are two operators at the same second (run q4), which no person is.
 */
function oneAtATime<T>(run: () => T): T {
  const end = Date.now() + CLI_LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(CLI_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > end)
        throw new Error(`deploy:remote: another worker's command held ${CLI_LOCK} too long`, { cause: error });
      // the commands are synchronous, as ops run them: a blocking pause while the other worker's ends
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return run();
  } finally {
    rmSync(CLI_LOCK, { recursive: true, force: true });
  }
}

/** The ops command line, exactly as ops would type it: `pnpm deploy:remote ...` from the repository root. */
export function deployCli(args: string[], env: Record<string, string> = {}): string {
  return oneAtATime(() =>
    execFileSync('pnpm', ['--silent', 'deploy:remote', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, STORE_DIR, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
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

/**
 * Stores a version of a remote that needs more of the host than the host provides: the `from` version with `names`
 * added to its manifest's needs, as a build against a newer shared package would record them. Named by its content
 * like any published version, so only the fit check has anything against it. Returns its version.
 */
export function storeMisfit(remote: string, from: string, names: Record<string, string[]>): string {
  const staging = mkdtempSync(join(tmpdir(), 'misfit-'));
  try {
    cpSync(join(STORE_DIR, 'remotes', remote, from), staging, { recursive: true });
    const file = join(staging, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    for (const [pkg, more] of Object.entries(names)) {
      const need = manifest.needs[pkg] ?? { version: '0.1.0', names: [] };
      manifest.needs[pkg] = { ...need, names: [...need.names, ...more].sort() };
    }
    writeFileSync(file, JSON.stringify(manifest, null, 2));
    // the build's compressed copies would still say the old needs
    for (const copy of ['.br', '.gz']) rmSync(file + copy, { force: true });
    const version = versionName(from.replace(/-[0-9a-f]+$/, ''), contentHash(staging));
    cpSync(staging, join(STORE_DIR, 'remotes', remote, version), { recursive: true });
    return version;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
