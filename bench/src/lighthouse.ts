import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../../e2e/chromium';
import { REPO_ROOT } from './site';
import { addRow } from './table';

const run = promisify(execFile);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

type Category = 'performance' | 'accessibility' | 'seo';
const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'seo'];
const LABEL: Record<Category, string> = { performance: 'performance', accessibility: 'accessibility', seo: 'SEO' };

/** A page and the scores (0-100) it must keep; `member`: opened logged in. */
export interface LighthousePage {
  path: string;
  member: boolean;
  targets: Partial<Record<Category, number>>;
}

/**
 * Where people arrive (the index, login, signup) and the two pages members use most load fast and
 * are usable with a screen reader; the public landing pages keep the accessibility and SEO search engines need.
 */
const FAST = { performance: 95, accessibility: 95 } as const;
const FOUND = { accessibility: 90, seo: 90 } as const;

/** One campaign of each landing kind (the first of its content folder). */
function landerPaths(): string[] {
  const campaigns = join(REPO_ROOT, 'remotes', 'landers', 'content', 'campaigns');
  return readdirSync(campaigns)
    .sort()
    .map((kind) => {
      const first = readdirSync(join(campaigns, kind)).sort()[0];
      return first ? `/landers/${kind}/${first.replace(/\.json$/, '')}` : null;
    })
    .filter((p): p is string => p !== null);
}

export function lighthousePages(): LighthousePage[] {
  return [
    { path: '/', member: false, targets: { ...FAST, seo: FOUND.seo } },
    { path: '/login', member: false, targets: FAST },
    { path: '/signup', member: false, targets: FAST },
    { path: '/members', member: true, targets: FAST },
    { path: '/chats', member: true, targets: FAST },
    ...landerPaths().map((path) => ({ path, member: false, targets: FOUND })),
    { path: '/pages/terms', member: false, targets: FOUND },
  ];
}

export interface LighthouseRow {
  page: LighthousePage;
  scores: Partial<Record<Category, number>>;
}

/** The session cookies of a member, logged in through the API. */
async function memberCookies(
  base: string,
  login: { email: string; password: string },
): Promise<Array<{ name: string; value: string }>> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/api/user.php`));
  const res = await fetch(`${base}/api/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': jar.get('csrf') ?? '', cookie: header() },
    body: JSON.stringify(login),
  });
  if (!res.ok) throw new Error(`login for Lighthouse failed: ${res.status}`);
  keep(res);
  return [...jar].map(([name, value]) => ({ name, value }));
}

/** A free TCP port on 127.0.0.1, for Chromium's DevTools endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Lighthouse (npm lighthouse) in Debian's Chromium, as a phone sees the page (its default: a mid-range phone
 * on a slow 4G line, simulated); one run per page. Its own command line, in a plain Node process: under tsx the
 * functions it sends into the page carry a helper (__name) the page does not have. A member's page runs in a
 * Chromium whose own cookie jar holds the member's session (as after a login in that browser): a Cookie header
 * added to every request would not do, as the page reads the CSRF cookie to send it back with its calls.
 */
export async function lighthouseScores(
  base: string,
  member: { email: string; password: string },
  pages = lighthousePages(),
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    const categories = CATEGORIES.filter((c) => page.targets[c] !== undefined);
    const args = [
      require.resolve('lighthouse/cli/index.js'),
      `${base}${page.path}`,
      '--quiet',
      '--output=json',
      `--only-categories=${categories.join(',')}`,
    ];
    const stdout = page.member
      ? await inMemberBrowser(base, await memberCookies(base, member), (port) =>
          lighthouseRun([...args, `--port=${port}`, '--disable-storage-reset']),
        )
      : await lighthouseRun([...args, `--chrome-flags=${CHROME_FLAGS.join(' ')}`]);
    // BENCH_LIGHTHOUSE_DIR=<folder> keeps each page's full report, to see what a score is made of
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(join(keep, `${page.path.replace(/\W+/g, '_') || 'index'}.json`), stdout);
    }
    const result = (JSON.parse(stdout) as { categories: Record<string, { score: number | null }> }).categories;
    const scores: LighthouseRow['scores'] = {};
    for (const c of categories) scores[c] = Math.round((result[c]?.score ?? 0) * 100);
    rows.push({ page, scores });
  }
  return rows;
}

async function lighthouseRun(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
    maxBuffer: 64 << 20,
  });
  return stdout;
}

/** Runs `use` against a fresh Chromium (its DevTools port) whose default profile holds the cookies. */
async function inMemberBrowser<T>(
  base: string,
  cookies: Array<{ name: string; value: string }>,
  use: (port: number) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-member-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROME_FLAGS.filter((flag) => flag !== '--headless=new'), `--remote-debugging-port=${port}`],
  });
  try {
    await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
    return await use(port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One table row per page: its scores against its targets. */
export function recordLighthouse(rows: LighthouseRow[]): void {
  for (const { page, scores } of rows) {
    const categories = CATEGORIES.filter((c) => page.targets[c] !== undefined);
    addRow({
      figure: `Lighthouse (phone), ${page.path}${page.member ? ' (logged in)' : ''}`,
      target: categories.map((c) => `${LABEL[c]} ≥ ${page.targets[c]}`).join(', '),
      measured: categories.map((c) => `${LABEL[c]} ${scores[c]}`).join(', '),
      pass: categories.every((c) => (scores[c] ?? 0) >= page.targets[c]!),
    });
  }
}
