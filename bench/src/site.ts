import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const REPO_ROOT = join(__dirname, '../..');

/** Where BUILD_MODE=monolith writes the non-federated reference build (@dating/build MONOLITH_OUT_DIR). */
export const MONOLITH_DIR = join(REPO_ROOT, '.bench', 'monolith');

/**
 * The reference the federated pages are compared with: the host built with every remote imported into it
 * (@dating/build, BUILD_MODE=monolith). Built here, not by scripts/bench, as only this part serves it.
 */
export async function buildMonolith(): Promise<string> {
  await promisify(execFile)('pnpm', ['--silent', '--filter', '@dating/host', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, BUILD_MODE: 'monolith' },
    maxBuffer: 16 << 20,
  });
  return MONOLITH_DIR;
}

/**
 * The built site as the end-to-end tests serve it (e2e/serve-for-tests.sh: fresh database and store on
 * its own port), for measuring what a browser downloads. Resolves once the API answers. `hostDist` serves
 * another build of the shell (the monolith reference) in place of host/dist.
 */
export async function startSite(
  port: number,
  { hostDist }: { hostDist?: string } = {},
): Promise<{ base: string; storeDir: string; stop(): void }> {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would be measured instead of this build, with no error to say so.
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop what listens there or set BENCH_SITE_PORT`);
  const child: ChildProcess = spawn('bash', ['e2e/serve-for-tests.sh', String(port)], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    detached: true,
    // DEV_TOOLS off, as in production: the developer panel's code is not part of what a member downloads
    env: { ...process.env, DEV_TOOLS: '0', ...(hostDist ? { HOST_DIST: hostDist } : {}) },
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the site did not start within 4 minutes');
    const up = await fetch(`${base}/api/settings.php`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    storeDir: join(REPO_ROOT, '.data', `e2e-${port}`, 'store'),
    stop: () => {
      // the server may have ended by itself; the error that ended the run matters more than this one
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    },
  };
}
