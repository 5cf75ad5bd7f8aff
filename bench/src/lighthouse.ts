import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from './site';

const run = promisify(execFile);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

/** The scores the public pages must keep (0-100): people with screen readers, and search engines, find them. */
export const LIGHTHOUSE_TARGETS = { accessibility: 90, seo: 90 } as const;

export interface LighthouseRow {
  path: string;
  accessibility: number;
  seo: number;
}

/** '/', one campaign of each landing kind (the first of its content folder) and /pages/terms. */
export function lighthousePages(): string[] {
  const campaigns = join(REPO_ROOT, 'remotes', 'landers', 'content', 'campaigns');
  const landers = readdirSync(campaigns)
    .sort()
    .map((kind) => {
      const first = readdirSync(join(campaigns, kind)).sort()[0];
      return first ? `/landers/${kind}/${first.replace(/\.json$/, '')}` : null;
    })
    .filter((p): p is string => p !== null);
  return ['/', ...landers, '/pages/terms'];
}

/**
 * Lighthouse (npm lighthouse) in Debian's Chromium, accessibility and SEO only, as a phone sees the page; one
 * run per page with a fresh profile. Its own command line, in a plain Node process: under tsx the functions it
 * sends into the page carry a helper (__name) the page does not have.
 */
export async function lighthouseScores(base: string, pages = lighthousePages()): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const path of pages) {
    const { stdout } = await run(
      process.execPath,
      [
        require.resolve('lighthouse/cli/index.js'),
        `${base}${path}`,
        '--quiet',
        '--output=json',
        '--only-categories=accessibility,seo',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20 },
    );
    const categories = (JSON.parse(stdout) as { categories: Record<string, { score: number | null }> }).categories;
    rows.push({
      path,
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
    });
  }
  return rows;
}

export function printLighthouse(rows: LighthouseRow[]): void {
  const { accessibility, seo } = LIGHTHOUSE_TARGETS;
  console.log(`Lighthouse (phone), accessibility and SEO, target >= ${accessibility} / >= ${seo}:`);
  console.log('  page                                       accessibility   SEO');
  for (const r of rows) {
    const mark = (score: number, target: number) => `${score}${score >= target ? '' : ' (NOT MET)'}`;
    console.log(`  ${r.path.padEnd(42)} ${mark(r.accessibility, accessibility).padEnd(15)} ${mark(r.seo, seo)}`);
  }
}
