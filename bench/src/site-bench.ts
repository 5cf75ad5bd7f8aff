import { coldContext, launch, measureRoute, type RouteFigures } from './routes';
import { pointerSwitchToNavigation } from './pointer-switch';
import { startSite } from './site';
import { lighthouseScores, printLighthouse } from './lighthouse';

const PORT = Number(process.env.BENCH_SITE_PORT ?? 8095);
const MEMBER = { email: 'member1@example.com', password: 'demo1234' };

/** The routes a visitor or member lands on, and what shows that the route has rendered. */
const ROUTES: Array<{ path: string; member: boolean; ready: string }> = [
  { path: '/login', member: false, ready: 'form input[type=password]' },
  { path: '/signup', member: false, ready: '[data-remote="signup"] form' },
  { path: '/profile', member: true, ready: '[data-remote="profile"] form' },
  { path: '/members', member: true, ready: '[data-remote="search"] a[href^="/members/"]' },
  { path: '/likes', member: true, ready: '[data-remote="likes"] h1' },
  { path: '/no-such-page', member: true, ready: 'h1' },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The design system (@dating/ui and its icons, JavaScript and CSS) may cost any first render this much. */
const DESIGN_SYSTEM_BUDGET_BYTES = 15 * 1024;

function printRoutes(rows: RouteFigures[]): void {
  console.log('First render, cold cache (gzipped; host = shell, remote = /remotes/...):');
  console.log('  route            host JS (req)        remote JS (req)      all requests   JS+CSS     design system');
  for (const r of rows) {
    const host = `${kb(r.hostJsGzipBytes)} (${r.hostJsRequests})`;
    const remote = `${kb(r.remoteJsGzipBytes)} (${r.remoteJsRequests})`;
    const percent = ((100 * r.designSystemGzipBytes) / r.jsCssGzipBytes).toFixed(0);
    const share = `${kb(r.designSystemGzipBytes)} (${percent} %)`;
    console.log(
      `  ${r.route.padEnd(16)} ${host.padEnd(20)} ${remote.padEnd(20)} ${String(r.allRequests).padEnd(14)} ` +
        `${kb(r.jsCssGzipBytes).padEnd(10)} ${share}`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.designSystemGzipBytes));
  console.log(
    `  design system on the heaviest first render: ${kb(worst)}, target <= ${kb(DESIGN_SYSTEM_BUDGET_BYTES)} ` +
      `(${worst <= DESIGN_SYSTEM_BUDGET_BYTES ? 'met' : 'NOT MET'})`,
  );
}

/** Bytes and requests per route, and how long a pointer switch takes to reach an open page. */
export async function runSiteBench(): Promise<void> {
  const site = await startSite(PORT);
  const browser = await launch();
  try {
    const rows: RouteFigures[] = [];
    for (const route of ROUTES) {
      const context = await coldContext(browser, site.base, route.member ? MEMBER : undefined);
      rows.push(await measureRoute(context, route.path, route.ready));
      await context.close();
    }
    printRoutes(rows);
    const context = await coldContext(browser, site.base, MEMBER);
    const ms = await pointerSwitchToNavigation(context, site.storeDir);
    console.log(
      `Pointer switch (promote) to the next in-page navigation running the new version: ${(ms / 1000).toFixed(1)} s`,
    );
    await context.close();
    printLighthouse(await lighthouseScores(site.base));
  } finally {
    await browser.close();
    site.stop();
  }
}
