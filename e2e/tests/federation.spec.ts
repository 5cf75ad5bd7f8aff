import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { appTookOver, common, en, logIn, member, WITH_SERVICE_WORKER } from './helpers';
import { deployCli, pointer, publishNewRelease, restoreRemoteBuild, storeMisfit } from './deploy-cli';

test.use(WITH_SERVICE_WORKER);

test.describe('a broken remote', () => {
  // page.route cannot fail files that the service worker answers from its cache (remote version folders are
  // cache-first), so this test runs without the worker, as a browser without service workers would.
  test.use({ serviceWorkers: 'block' });

  test('a remote whose entry fails shows the retry panel, other routes keep working, and retry recovers', async ({
    page,
  }) => {
    await logIn(page, member(4));
    // The profile remote's files cannot be fetched: a broken CDN or a bad deploy, as a member would meet it.
    await page.route('**/remotes/profile/**', (route) => route.abort('failed'));
    await page.goto('/profile');
    const panel = page.getByRole('alert').filter({ hasText: en.remote.unavailable });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole('button', { name: common.button.retry })).toBeVisible();

    // The shell and another route still work.
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();

    // The network is back: retry loads the remote in place.
    await page.goto('/profile');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/remotes/profile/**');
    await panel.getByRole('button', { name: common.button.retry }).click();
    await expect(panel).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('form')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('the Module Federation runtime', () => {
  test.use({ serviceWorkers: 'block' });

  type Share = { loaded?: boolean; from: string };
  type Federation = { __INSTANCES__: Array<{ shareScopeMap: Record<string, Record<string, Record<string, Share>>> }> };

  test("comes with the first remote page: the shell's own pages never load it, remotes run on its libraries", async ({
    page,
  }) => {
    await page.goto('/login');
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof (globalThis as { __FEDERATION__?: Federation }).__FEDERATION__)).toBe(
      'undefined',
    );

    await logIn(page, member(5));
    await page.goto('/members');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    // per package of the page's share scope: the containers whose copy was loaded
    const loadedFrom = await page.evaluate(() => {
      const loaded: Record<string, string[]> = {};
      for (const instance of (globalThis as { __FEDERATION__?: Federation }).__FEDERATION__?.__INSTANCES__ ?? [])
        for (const [pkg, versions] of Object.entries(instance.shareScopeMap.default ?? {}))
          for (const share of Object.values(versions))
            if (share.loaded && !loaded[pkg]?.includes(share.from)) (loaded[pkg] ??= []).push(share.from);
      return loaded;
    });
    // one copy of each, the shell's: one React, one router, one query cache for the whole page
    for (const pkg of ['react', 'react-dom', 'react-router', '@tanstack/react-query', '@dating/ui', '@dating/bus'])
      expect(loadedFrom[pkg], pkg).toEqual(['host']);
    for (const [pkg, from] of Object.entries(loadedFrom)) expect(from, pkg).toEqual(['host']);
  });
});

test('the shell holds one copy of each library it provides, whichever build of it a package ships', () => {
  const dist = join(__dirname, '../../host/dist');
  // the packages the shell provides, by its own record of them (provides.json, docs/architecture.md, What fits what)
  const libraries = new Set(Object.keys(JSON.parse(readFileSync(join(dist, 'provides.json'), 'utf8')) as object));
  // 'i18next/dist/cjs/i18next.js' and 'i18next/dist/esm/i18next.js' are one file of two builds: 'i18next i18next'
  const builds = /^(dist|esm|cjs|es|commonjs|umd|development|production|modern|legacy)$/;
  const files = new Map<string, Set<string>>();
  for (const map of readdirSync(dist).filter((file) => file.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(join(dist, map), 'utf8')) as { sources: string[] };
    for (const source of sources) {
      const npm = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(source);
      if (!npm || !libraries.has(npm[1]!)) continue;
      const file = `${npm[1]} ${npm[2]!
        .split('/')
        .filter((part) => !builds.test(part))
        .join('/')
        .replace(/\.[cm]?js$/, '')}`;
      files.set(file, (files.get(file) ?? new Set()).add(source));
    }
  }
  expect(files.size).toBeGreaterThan(10);
  expect([...files].filter(([, sources]) => sources.size > 1)).toEqual([]);
});

test.describe('the landers remote is not deployed', () => {
  // The pointer is answered without the landers remote, as on a site that has not published it (or rolled its
  // only version back). The service worker would fetch the pointer itself, past page.route: blocked here.
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => {
    await page.route('**/remotes.json', async (route) => {
      const served = await route.fetch();
      const pointer = (await served.json()) as { remotes: Record<string, unknown> };
      delete pointer.remotes.landers;
      await route.fulfill({ response: served, json: pointer });
    });
  });

  test('a visitor on / still finds log in and sign up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: en.remote.notDeployed })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: en.nav.signup, exact: true })).toHaveAttribute('href', '/signup');
    await page.getByRole('link', { name: common.button.log_in, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a full-bleed page gets the navigation from the panel', async ({ page }) => {
    await page.goto('/match-finder');
    await expect(page.getByRole('alert').filter({ hasText: en.remote.notDeployed })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: common.button.log_in, exact: true })).toHaveAttribute('href', '/login');
  });
});

test.describe('a pointer switch reaches an open page', () => {
  // The likes remote, which no other spec deploys: deploy.spec.ts and landers.spec.ts switch their own remotes.
  test.afterAll(() => restoreRemoteBuild('likes'));
  /**
   * Within a second, and well inside the host's own 15 s between pointer checks: the page learns of a
   * promote (and of the rollback) over its event stream. A few seconds here leave room for a loaded machine.
   */
  const PUSHED_MS = 4_000;

  test('a promote is used by the next navigation without waiting for the pointer check, the rollback too', async ({
    page,
  }) => {
    const stable = pointer().remotes.likes!.version;
    const release = publishNewRelease('likes', `e2e-push-${Date.now()}`);
    const root = page.locator('[data-remote="likes"]');
    const banner = page.getByRole('banner');
    try {
      await logIn(page, member(10));
      await page.goto('/likes');
      await expect(root).toHaveAttribute('data-remote-version', stable, { timeout: 20_000 });
      const marker = await page.evaluate(() => ((window as any).__sameDocument = Math.random()));

      deployCli(['promote', 'likes', release, '--reason', 'e2e push']);
      await expect(root).toHaveAttribute('data-pointer-version', release, { timeout: PUSHED_MS });
      // The page on screen is not swapped under the member; the next navigation into the remote runs the release.
      await expect(root).toHaveAttribute('data-remote-version', stable);
      await banner.getByRole('link', { name: en.nav.search }).click();
      await banner.getByRole('link', { name: en.nav.likes }).click();
      await expect(root).toHaveAttribute('data-remote-version', release);

      deployCli(['rollback', 'likes', '--reason', 'e2e push rollback']);
      await expect(root).toHaveAttribute('data-pointer-version', stable, { timeout: PUSHED_MS });
      await banner.getByRole('link', { name: en.nav.search }).click();
      await banner.getByRole('link', { name: en.nav.likes }).click();
      await expect(root).toHaveAttribute('data-remote-version', stable);
      // All of it in one document: no reload brought the versions.
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(marker);
    } finally {
      if (pointer().remotes.likes!.version !== stable)
        deployCli(['rollback', 'likes', '--to', stable, '--reason', 'e2e push cleanup']);
    }
  });
});

test.describe('a remote version that does not fit the open page', () => {
  const OPS = { authorization: `Bearer ${process.env.OPS_TOKEN ?? 'e2e-ops-token'}` };

  test('is refused by promote, and forced live it shows a reload panel while the rest of the site works', async ({
    page,
  }) => {
    const stable = pointer().remotes.likes!.version;
    // as if built against a @dating/ui with an export this host does not have
    const misfit = storeMisfit('likes', stable, { '@dating/ui': ['CarouselOfMatches'] });
    const root = page.locator('[data-remote="likes"]');
    const banner = page.getByRole('banner');
    try {
      await logIn(page, member(11));
      await page.goto('/likes');
      await expect(root).toHaveAttribute('data-remote-version', stable, { timeout: 20_000 });

      expect(() => deployCli(['promote', 'likes', misfit])).toThrow(
        `likes ${misfit} needs @dating/ui (CarouselOfMatches), which the host lacks`,
      );
      expect(pointer().remotes.likes!.version).toBe(stable);
      // an emergency promote (or a page open across a host deploy) puts it in front of the member anyway
      deployCli(['promote', 'likes', misfit, '--force', '--reason', 'e2e misfit']);
      await expect(root).toHaveAttribute('data-pointer-version', misfit, { timeout: 20_000 });

      await banner.getByRole('link', { name: en.nav.search }).click();
      await expect(page.locator('[data-remote="search"]')).toBeVisible({ timeout: 20_000 });
      await banner.getByRole('link', { name: en.nav.likes }).click();
      const panel = page.getByRole('alert').filter({ hasText: en.remote.outdated });
      await expect(panel).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByRole('button', { name: en.remote.reload })).toBeVisible();
      await expect(root).toHaveCount(0);
      // reported by the error beacon as a load error of that version, which a canary's automatic rollback counts
      const loadErrors = async () => {
        const status = await page.request.get('/_ops/api/status', { headers: OPS });
        const { errors } = (await status.json()) as {
          errors: Array<{ remote: string; version: string; load: number }>;
        };
        return errors.find((e) => e.remote === 'likes' && e.version === misfit)?.load ?? 0;
      };
      await expect.poll(loadErrors, { timeout: 20_000 }).toBeGreaterThan(0);

      // the rest of the site keeps working
      await banner.getByRole('link', { name: en.nav.search }).click();
      await expect(page.locator('[data-remote="search"]')).toBeVisible({ timeout: 20_000 });
    } finally {
      if (pointer().remotes.likes!.version !== stable)
        deployCli(['rollback', 'likes', '--to', stable, '--reason', 'e2e misfit cleanup']);
    }
  });
});
