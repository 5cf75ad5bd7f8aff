import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { REPO_ROOT } from './site';
import { addRow, ms } from './table';

/** A promote or rollback reaches an open page within this long (pushed over its event stream). */
const TARGET_MS = 1000;
/** How often the page looks at what it knows: fine enough for a 1 s target. */
const POLL_MS = 50;

const cli = (storeDir: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync('pnpm', ['--silent', 'deploy:remote', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, STORE_DIR: storeDir, ...env },
    encoding: 'utf8',
  });

const pointerFile = (storeDir: string) => join(storeDir, 'pointer', 'production.json');
const liveVersion = (storeDir: string, remote: string): string =>
  (JSON.parse(readFileSync(pointerFile(storeDir), 'utf8')) as { remotes: Record<string, { version: string }> }).remotes[
    remote
  ]!.version;

const ROOT = '[data-remote="profile"]';

/**
 * Milliseconds from the pointer switch (the pointer file's write, as the deploy tool renames it into place) to
 * the open page knowing the new version (its remote root's data-pointer-version, looked at every 50 ms in the
 * page, on the same clock as the file's time).
 */
async function switchReachesPage(page: Page, storeDir: string, version: string, command: string[]): Promise<number> {
  await page.evaluate(
    ({ root, expected, every }) => {
      const w = window as unknown as { __pointerSeenAt?: number };
      w.__pointerSeenAt = undefined;
      const timer = setInterval(() => {
        if (document.querySelector(root)?.getAttribute('data-pointer-version') !== expected) return;
        w.__pointerSeenAt = Date.now();
        clearInterval(timer);
      }, every);
    },
    { root: ROOT, expected: version, every: POLL_MS },
  );
  cli(storeDir, command);
  const switchedAt = statSync(pointerFile(storeDir)).mtimeMs;
  const seen = await page.waitForFunction(() => (window as unknown as { __pointerSeenAt?: number }).__pointerSeenAt, {
    timeout: 120_000,
  });
  return Math.max(0, ((await seen.jsonValue()) as number) - switchedAt);
}

/** In-page navigation, as a member clicks: away through the top navigation and back into the remote. */
async function navigateBackInto(page: Page, expected: string): Promise<void> {
  await page.locator('header a[href="/members"]').click();
  await page.locator('header a[href="/profile"]').click();
  const root = page.locator(ROOT);
  await root.waitFor({ timeout: 30_000 });
  const running = await root.getAttribute('data-remote-version');
  if (running !== expected) throw new Error(`the next navigation ran profile ${running}, not ${expected}`);
}

function record(what: string, measured: number): void {
  addRow({
    figure: `Pointer switch: ${what} to an open page knowing the version switched to (event stream)`,
    target: `≤ ${TARGET_MS / 1000} s`,
    measured: ms(measured),
    pass: measured <= TARGET_MS,
  });
}

/**
 * With /profile open, publishes a new profile release, promotes it and rolls it back, and records how long each
 * switch takes to reach the page; the next in-page navigation must then run the version switched to. The store
 * and the remote's build are left as they were.
 */
export async function measurePointerSwitch(context: BrowserContext, storeDir: string): Promise<void> {
  const page = await context.newPage();
  await page.goto('/profile');
  await page.locator(ROOT).waitFor();
  const stable = liveVersion(storeDir, 'profile');
  const out = cli(storeDir, ['publish', 'profile'], { RELEASE_LABEL: `bench-${Date.now()}` });
  const release = /^profile (\S+) published/m.exec(out)?.[1];
  if (!release) throw new Error(`no version in publish output: ${out}`);
  try {
    const promoted = await switchReachesPage(page, storeDir, release, [
      'promote',
      'profile',
      release,
      '--reason',
      'bench',
    ]);
    await navigateBackInto(page, release);
    const rolledBack = await switchReachesPage(page, storeDir, stable, ['rollback', 'profile', '--reason', 'bench']);
    await navigateBackInto(page, stable);
    record('promote', promoted);
    record('rollback', rolledBack);
  } finally {
    if (liveVersion(storeDir, 'profile') !== stable)
      cli(storeDir, ['rollback', 'profile', '--to', stable, '--reason', 'bench done']);
    execFileSync('pnpm', ['--silent', '--filter', '@dating/remote-profile', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    await page.close();
  }
}
