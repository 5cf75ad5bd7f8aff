import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import type { RawSourceMap } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PERSON_USER_AGENT } from '../../e2e/chromium';
import { CONTENT_SHOWN_MARK } from '../../host/src/app/content-shown-mark';
import { designSystemText, gzipBytes } from './design-system-bytes';
import { sharedSourcesOf } from './shared-copies';

export interface RouteFigures {
  route: string;
  hostJsGzipBytes: number;
  hostJsRequests: number;
  remoteJsGzipBytes: number;
  remoteJsRequests: number;
  /** JavaScript, CSS and JSON files (not /api calls) asked for before the remote's content painted */
  requestsBeforePaint: number;
  /** every request the first render made: scripts, css, json, images, api calls */
  allRequests: number;
  /** the first render's JavaScript and CSS, gzipped per file */
  jsCssGzipBytes: number;
  /** the part of that JavaScript and CSS that is the design system (@dating/ui, icons), gzipped together */
  designSystemGzipBytes: number;
  /** sources of shared packages that came in the files of more than one build: a singleton run twice */
  duplicateSources: string[];
  /** share scope packages with more than one instance loaded (federated pages only) */
  duplicateShares: string[];
}

export const jsGzipBytes = (r: RouteFigures) => r.hostJsGzipBytes + r.remoteJsGzipBytes;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A cold visitor (empty cache, no service worker), logged in through the API when asked. */
export async function coldContext(
  browser: Browser,
  base: string,
  login?: { email: string; password: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, userAgent: PERSON_USER_AGENT, serviceWorkers: 'block' });
  if (login) {
    await context.request.get('/api/user.php');
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
    const res = await context.request.post('/api/login.php', { data: login, headers: { 'x-csrf-token': csrf } });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  }
  return context;
}

/** What counts as a file the first render needs: code, styles and static JSON (pointer, manifests, content). */
function isPageFile(request: Request): boolean {
  const type = request.resourceType();
  if (type === 'script' || type === 'stylesheet') return true;
  const { pathname } = new URL(request.url());
  return !pathname.startsWith('/api/') && pathname.endsWith('.json');
}

/**
 * Whether the route's content is on screen: the main landmark shows, the shell marked its first route's content
 * as shown, and for a remote's page the remote's own element has content (the host renders it only once the remote
 * module rendered). A widget the shell loads once the page is idle (LaterRemoteModule: another remote's signup form
 * or member overview beside the page's content) comes after that mark and is not part of the first render.
 */
function painted({ remote, mark }: { remote: string | null; mark: string }): boolean {
  const main = document.querySelector('main, [role="main"]');
  if (!main?.checkVisibility() || performance.getEntriesByName(mark).length === 0) return false;
  if (!remote) return true;
  const root = document.querySelector(`[data-remote="${remote}"]`);
  return !!root && root.childElementCount > 0;
}

/** The share scope of the page's Module Federation runtime: packages loaded in more than one instance. */
function loadedShareDuplicates(): string[] {
  type Version = { loaded?: boolean; lib?: unknown; from?: string };
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[]; __SHARE__?: unknown } })
    .__FEDERATION__;
  const scopes: Array<Record<string, Record<string, Record<string, Version>>>> = [];
  for (const instance of (federation?.__INSTANCES__ ?? []) as Array<{ shareScopeMap?: never }>)
    if (instance.shareScopeMap) scopes.push(instance.shareScopeMap);
  const found = new Set<string>();
  for (const scopeMap of scopes)
    for (const scope of Object.values(scopeMap))
      for (const [pkg, versions] of Object.entries(scope)) {
        const loaded = Object.values(versions).filter((v) => v.loaded || v.lib);
        if (loaded.length > 1) found.add(`${pkg} (${Object.keys(versions).join(', ')})`);
      }
  return [...found];
}

/**
 * What one route costs a cold visitor until its content is on screen: JavaScript split into the host's
 * (the shell) and the remotes' (under /remotes/), measured gzipped as a compressing CDN would serve it, and
 * the files asked for before the content painted. Only what was asked for before the paint counts: that is
 * what the first render waited for.
 */
export async function measureRoute(
  context: BrowserContext,
  route: string,
  remote: string | null,
): Promise<RouteFigures> {
  const page = await context.newPage();
  const figures: RouteFigures = {
    route,
    hostJsGzipBytes: 0,
    hostJsRequests: 0,
    remoteJsGzipBytes: 0,
    remoteJsRequests: 0,
    requestsBeforePaint: 0,
    allRequests: 0,
    jsCssGzipBytes: 0,
    designSystemGzipBytes: 0,
    duplicateSources: [],
    duplicateShares: [],
  };
  let paintedYet = false;
  const seenBeforePaint = new Set<Request>();
  page.on('request', (request) => {
    figures.allRequests++;
    if (!paintedYet && isPageFile(request)) seenBeforePaint.add(request);
  });
  await page.goto(route);
  await page.waitForFunction(painted, { remote, mark: CONTENT_SHOWN_MARK }, { polling: 'raf', timeout: 30_000 });
  paintedYet = true;
  const beforePaint = await startedBeforeMark(page, seenBeforePaint, CONTENT_SHOWN_MARK);
  figures.requestsBeforePaint = beforePaint.size;
  figures.duplicateShares = await page.evaluate(loadedShareDuplicates);
  const files: Array<{ url: string; body: Buffer }> = [];
  for (const request of beforePaint) {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') continue;
    const response = await request.response();
    const body = await response?.body().catch(() => undefined);
    if (!body) continue;
    files.push({ url: request.url(), body });
    if (type !== 'script') continue;
    const size = gzipSync(body).length;
    if (new URL(request.url()).pathname.startsWith('/remotes/')) {
      figures.remoteJsGzipBytes += size;
      figures.remoteJsRequests++;
    } else {
      figures.hostJsGzipBytes += size;
      figures.hostJsRequests++;
    }
  }
  await page.close();
  let designSystem = '';
  // Per source, the builds (host, or a remote's version folder) whose loaded files carry it: one module
  // registry per build, so a source in two builds is a second instance, not just a second download.
  const buildsPerSource = new Map<string, Set<string>>();
  for (const { url, body } of files) {
    figures.jsCssGzipBytes += gzipSync(body).length;
    const map = await sourceMapOf(context, url);
    if (!map) continue;
    designSystem += designSystemText(body.toString('utf8'), map);
    if (!url.endsWith('.js')) continue;
    const build = /^\/remotes\/[^/]+\/[^/]+\//.exec(new URL(url).pathname)?.[0] ?? 'host';
    for (const source of sharedSourcesOf(map))
      buildsPerSource.set(source, (buildsPerSource.get(source) ?? new Set()).add(build));
  }
  figures.designSystemGzipBytes = gzipBytes(designSystem);
  figures.duplicateSources = [...buildsPerSource].filter(([, builds]) => builds.size > 1).map(([source]) => source);
  return figures;
}

/**
 * The requests the page started before it set the mark. Node hears of the mark a frame and a round trip late, and a
 * widget the shell starts at the first idle moment after the mark can ask for its files in that gap; the page's own
 * resource timing, on the same clock as the mark, tells them apart (a request it has no entry for still counts).
 */
async function startedBeforeMark(page: Page, seen: Set<Request>, mark: string): Promise<Set<Request>> {
  await Promise.all([...seen].map(async (request) => (await request.response())?.finished()));
  const late = await page.evaluate((name) => {
    const markTime = performance.getEntriesByName(name)[0].startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime > markTime)
      .map((entry) => entry.name);
  }, mark);
  const lateUrls = new Set(late);
  return new Set([...seen].filter((request) => !lateUrls.has(request.url())));
}

/** A file's source map (served beside it, not referenced). */
async function sourceMapOf(context: BrowserContext, url: string): Promise<RawSourceMap | null> {
  const res = await context.request.get(`${url.split('?')[0]}.map`);
  return res.ok() ? ((await res.json()) as RawSourceMap) : null;
}
