import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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

/** The session cookies of a member, logged in through the API, as one Cookie header. */
async function memberCookie(base: string, login: { email: string; password: string }): Promise<string> {
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
  return header();
}

/**
 * Lighthouse (npm lighthouse) in Debian's Chromium, as a phone sees the page (its default: a mid-range phone
 * on a slow 4G line, simulated); one run per page with a fresh profile, members' pages with the member's
 * session cookie. Its own command line, in a plain Node process: under tsx the functions it sends into the
 * page carry a helper (__name) the page does not have.
 */
export async function lighthouseScores(
  base: string,
  member: { email: string; password: string },
  pages = lighthousePages(),
): Promise<LighthouseRow[]> {
  const cookie = pages.some((p) => p.member) ? await memberCookie(base, member) : '';
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    const categories = CATEGORIES.filter((c) => page.targets[c] !== undefined);
    const { stdout } = await run(
      process.execPath,
      [
        require.resolve('lighthouse/cli/index.js'),
        `${base}${page.path}`,
        '--quiet',
        '--output=json',
        `--only-categories=${categories.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        ...(page.member ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20 },
    );
    const result = (JSON.parse(stdout) as { categories: Record<string, { score: number | null }> }).categories;
    const scores: LighthouseRow['scores'] = {};
    for (const c of categories) scores[c] = Math.round((result[c]?.score ?? 0) * 100);
    rows.push({ page, scores });
  }
  return rows;
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
