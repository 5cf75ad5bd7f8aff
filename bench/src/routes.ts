import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { RawSourceMap } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PERSON_USER_AGENT } from '../../e2e/chromium';
import { designSystemText, gzipBytes } from './design-system-bytes';

export interface RouteFigures {
  route: string;
  hostJsGzipBytes: number;
  hostJsRequests: number;
  remoteJsGzipBytes: number;
  remoteJsRequests: number;
  /** every request the first render made: scripts, css, json, images, api calls */
  allRequests: number;
  /** the first render's JavaScript and CSS, gzipped per file */
  jsCssGzipBytes: number;
  /** the part of that JavaScript and CSS that is the design system (@dating/ui, icons), gzipped together */
  designSystemGzipBytes: number;
}

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

/**
 * What one route costs a cold visitor until its content is on screen: JavaScript split into the host's
 * (the shell) and the remotes' (under /remotes/), measured gzipped as a compressing CDN would serve it.
 */
export async function measureRoute(context: BrowserContext, route: string, ready: string): Promise<RouteFigures> {
  const page = await context.newPage();
  const figures: RouteFigures = {
    route,
    hostJsGzipBytes: 0,
    hostJsRequests: 0,
    remoteJsGzipBytes: 0,
    remoteJsRequests: 0,
    allRequests: 0,
    jsCssGzipBytes: 0,
    designSystemGzipBytes: 0,
  };
  const pending: Promise<void>[] = [];
  const files: Array<{ url: string; body: Buffer }> = [];
  page.on('response', (response) => {
    figures.allRequests++;
    const type = response.request().resourceType();
    if (type === 'stylesheet' || type === 'script') {
      pending.push(
        response.body().then(
          (body) => void files.push({ url: response.url(), body }),
          () => undefined,
        ),
      );
    }
    if (type !== 'script') return;
    const fromRemote = new URL(response.url()).pathname.startsWith('/remotes/');
    pending.push(
      response.body().then(
        (body) => {
          const size = gzipSync(body).length;
          if (fromRemote) {
            figures.remoteJsGzipBytes += size;
            figures.remoteJsRequests++;
          } else {
            figures.hostJsGzipBytes += size;
            figures.hostJsRequests++;
          }
        },
        () => undefined,
      ),
    );
  });
  await page.goto(route);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await Promise.all(pending);
  await page.close();
  let designSystem = '';
  for (const { url, body } of files) {
    figures.jsCssGzipBytes += gzipSync(body).length;
    designSystem += await designSystemPart(context, url, body.toString('utf8'));
  }
  figures.designSystemGzipBytes = gzipBytes(designSystem);
  return figures;
}

/** The design system's share of one file, through its source map (served beside it, not referenced). */
async function designSystemPart(context: BrowserContext, url: string, code: string): Promise<string> {
  const res = await context.request.get(`${url}.map`);
  if (!res.ok()) return '';
  return designSystemText(code, (await res.json()) as RawSourceMap);
}
