import { coldContext, launch, measureRoute, type RouteFigures } from './routes';
import { pointerSwitchToNavigation } from './pointer-switch';
import { startSite } from './site';

const PORT = Number(process.env.BENCH_SITE_PORT ?? 8095);
const MEMBER = { email: 'member1@example.com', password: 'demo1234' };

/** The routes a visitor or member lands on, and what shows that the route has rendered. */
const ROUTES: Array<{ path: string; member: boolean; ready: string }> = [
  { path: '/login', member: false, ready: 'form input[type=password]' },
  { path: '/signup', member: false, ready: '[data-remote="signup"] form' },
  { path: '/profile', member: true, ready: '[data-remote="profile"] form' },
  { path: '/no-such-page', member: true, ready: 'h1' },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printRoutes(rows: RouteFigures[]): void {
  console.log('First render, cold cache (JavaScript gzipped; host = shell, remote = /remotes/...):');
  console.log('  route            host JS (req)        remote JS (req)      all requests');
  for (const r of rows) {
    const host = `${kb(r.hostJsGzipBytes)} (${r.hostJsRequests})`;
    const remote = `${kb(r.remoteJsGzipBytes)} (${r.remoteJsRequests})`;
    console.log(`  ${r.route.padEnd(16)} ${host.padEnd(20)} ${remote.padEnd(20)} ${r.allRequests}`);
  }
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
  } finally {
    await browser.close();
    site.stop();
  }
}
