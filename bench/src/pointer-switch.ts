import { execFileSync } from 'node:child_process';
import type { BrowserContext } from '@playwright/test';
import { REPO_ROOT } from './site';

const cli = (storeDir: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync('pnpm', ['--silent', 'deploy:remote', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, STORE_DIR: storeDir, ...env },
    encoding: 'utf8',
  });

/**
 * With /profile open, publishes and promotes a new profile release, then navigates away and back every
 * 500 ms until the page runs the new version. Returns the milliseconds from the pointer switch to that
 * navigation. The release is rolled back and the remote rebuilt afterwards.
 */
export async function pointerSwitchToNavigation(context: BrowserContext, storeDir: string): Promise<number> {
  const page = await context.newPage();
  await page.goto('/profile');
  const root = page.locator('[data-remote="profile"]');
  await root.waitFor();
  const out = cli(storeDir, ['publish', 'profile'], { RELEASE_LABEL: `bench-${Date.now()}` });
  const release = /^profile (\S+) published/m.exec(out)?.[1];
  if (!release) throw new Error(`no version in publish output: ${out}`);
  try {
    cli(storeDir, ['promote', 'profile', release, '--reason', 'bench']);
    const switched = Date.now();
    for (;;) {
      if (Date.now() - switched > 120_000) throw new Error('the new version was not used within 2 minutes');
      // In-page navigation, as a member clicks: away through the top navigation and back into the remote.
      await page.locator('header a[href="/members"]').click();
      await page.locator('header a[href="/profile"]').click();
      await root.waitFor({ timeout: 30_000 });
      if ((await root.getAttribute('data-remote-version')) === release) return Date.now() - switched;
      await page.waitForTimeout(500);
    }
  } finally {
    cli(storeDir, ['rollback', 'profile', '--reason', 'bench done']);
    execFileSync('pnpm', ['--silent', '--filter', '@dating/remote-profile', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    await page.close();
  }
}
