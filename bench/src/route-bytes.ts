import type { Browser } from '@playwright/test';
import { routes, type RouteDef } from '@dating/routes/src/table';
import { sampleMemberId, samplePath } from '../../e2e/tests/route-pages';
import { coldContext, jsGzipBytes, measureRoute, type RouteFigures } from './routes';
import { startSite } from './site';
import { addRow, kb } from './table';

export const MEMBER = { email: 'member1@example.com', password: 'demo1234' };

/**
 * What a first render may cost, host and remote JavaScript together, gzipped (issue 29: React 19, the MF runtime,
 * one remote entry, i18next and the router are ~160 KB before any code of ours, so the budgets are the page's).
 */
export const ROUTE_BUDGETS_BYTES: Readonly<Record<string, number>> = { '/login': 180 * 1024, '/members': 210 * 1024 };
/** Federation may cost any route this much more than the same page built without it. */
export const FEDERATION_COST_BUDGET_BYTES = 50 * 1024;
/** The design system (@dating/ui and its icons, JavaScript and CSS) may cost any first render this much. */
export const DESIGN_SYSTEM_BUDGET_BYTES = 15 * 1024;

export interface RouteSample {
  /** the path opened: the route's, with sample parameters */
  path: string;
  /** the remote whose content shows that the route rendered; null for the host's own pages */
  remote: string | null;
  member: boolean;
}

/**
 * Every route of the route table with a sample path (route-pages.ts picks the parameters, as for the axe walk),
 * plus a path no route matches (the host's 404 page). Members' routes, and those anyone may open, are measured
 * logged in; visitors' routes logged out. Developer pages are left out: a production site never serves them.
 */
export function routeSamples(memberId: string, table: readonly RouteDef[] = routes): RouteSample[] {
  const samples = table
    .filter((route) => route.access !== 'dev')
    .map((route) => ({
      path: samplePath(route.path, memberId),
      remote: 'remote' in route.target ? route.target.remote : null,
      member: route.access !== 'no-login',
    }));
  return [...samples, { path: '/no-such-page', remote: null, member: true }];
}

/** A real member id, as the logged-in member's search finds it. */
async function memberIdOn(browser: Browser, base: string): Promise<string> {
  const context = await coldContext(browser, base, MEMBER);
  try {
    return await sampleMemberId(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Each sample's first render on one site (the federated one or the monolith reference), a cold visitor each. */
export async function measureRoutes(browser: Browser, base: string): Promise<RouteFigures[]> {
  const samples = routeSamples(await memberIdOn(browser, base));
  const rows: RouteFigures[] = [];
  for (const sample of samples) {
    const context = await coldContext(browser, base, sample.member ? MEMBER : undefined);
    try {
      rows.push(await measureRoute(context, sample.path, sample.remote));
    } catch (err) {
      throw new Error(`${sample.path}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    } finally {
      await context.close();
    }
  }
  return rows;
}

/**
 * The reference: the same routes on the monolith build (served from `hostDist` on the same port, with its own
 * fresh database); the server is stopped, and the port free again, before this resolves.
 */
export async function measureMonolith(browser: Browser, port: number, hostDist: string): Promise<RouteFigures[]> {
  const site = await startSite(port, { hostDist });
  try {
    return await measureRoutes(browser, site.base);
  } finally {
    site.stop();
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      (await fetch(site.base).then(
        () => true,
        () => false,
      ))
    )
      await new Promise((r) => setTimeout(r, 200));
  }
}

/** The routes' table rows: bytes and requests per route against the monolith, the ratio, the design system. */
export function reportRouteBytes(federated: RouteFigures[], monolith: RouteFigures[]): void {
  const reference = new Map(monolith.map((r) => [r.route, r]));
  console.log('First render, cold cache (gzipped JS, host + remote; requests: JS/CSS/JSON before the content paints):');
  let federatedSum = 0;
  let monolithSum = 0;
  let worst = { route: '', cost: -Infinity };
  for (const r of federated) {
    const bytes = jsGzipBytes(r);
    const mono = reference.get(r.route);
    const monoBytes = mono ? jsGzipBytes(mono) : undefined;
    const cost = monoBytes === undefined ? undefined : bytes - monoBytes;
    federatedSum += bytes;
    monolithSum += monoBytes ?? 0;
    if (cost !== undefined && cost > worst.cost) worst = { route: r.route, cost };
    const budget = ROUTE_BUDGETS_BYTES[r.route];
    addRow({
      figure: `first render JS, ${r.route}`,
      target: [
        ...(budget ? [`≤ ${kb(budget).replace('.0 ', ' ')}`] : []),
        `≤ monolith + ${kb(FEDERATION_COST_BUDGET_BYTES).replace('.0 ', ' ')}`,
      ].join(', '),
      measured:
        `${kb(bytes)} (host ${kb(r.hostJsGzipBytes)}, remote ${kb(r.remoteJsGzipBytes)}), ` +
        `${r.requestsBeforePaint} requests; federation's cost ${cost === undefined ? '?' : kb(cost)}`,
      reference: monoBytes === undefined ? '' : `monolith ${kb(monoBytes)}, ${mono!.requestsBeforePaint} requests`,
      ratio: monoBytes ? bytes / monoBytes : undefined,
      pass: (!budget || bytes <= budget) && cost !== undefined && cost <= FEDERATION_COST_BUDGET_BYTES,
    });
  }
  addRow({
    figure: `federation's cost, worst route (${worst.route})`,
    target: `≤ ${kb(FEDERATION_COST_BUDGET_BYTES)} over the monolith`,
    measured: kb(worst.cost),
    reference: 'monolith build, same run',
    pass: worst.cost <= FEDERATION_COST_BUDGET_BYTES,
  });
  console.log(
    `  first render JS, sum of ${federated.length} routes: ${kb(federatedSum)} (monolith ${kb(monolithSum)})`,
  );
  const heaviest = federated.reduce((a, b) => (b.designSystemGzipBytes > a.designSystemGzipBytes ? b : a));
  addRow({
    figure: `design system (@dating/ui, icons) on the heaviest first render (${heaviest.route})`,
    target: `≤ ${kb(DESIGN_SYSTEM_BUDGET_BYTES)}`,
    measured: `${kb(heaviest.designSystemGzipBytes)} of ${kb(heaviest.jsCssGzipBytes)} JS+CSS`,
    reference: reference.get(heaviest.route)
      ? `monolith ${kb(reference.get(heaviest.route)!.designSystemGzipBytes)}`
      : '',
    pass: heaviest.designSystemGzipBytes <= DESIGN_SYSTEM_BUDGET_BYTES,
  });
  const copies = federated.flatMap((r) => [
    ...r.duplicateShares.map((d) => `${r.route}: share scope ${d}`),
    ...r.duplicateSources.map((d) => `${r.route}: ${d}`),
  ]);
  for (const line of copies.slice(0, 20)) console.log(`    second copy: ${line}`);
  addRow({
    figure: 'shared packages loaded twice on a first render (share scope and source maps, all routes)',
    target: '0',
    measured: String(copies.length),
    pass: copies.length === 0,
  });
}
