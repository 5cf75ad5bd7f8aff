import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT } from './site';

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
 * Lighthouse (npm lighthouse) in Debian's Chromium, accessibility and SEO only, as a phone sees the page. One
 * Chromium for every page; each run is a fresh tab with an empty cache.
 */
export async function lighthouseScores(base: string, pages = lighthousePages()): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility', 'seo'],
      });
      const categories = result?.lhr.categories;
      rows.push({
        path,
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
        seo: Math.round((categories?.seo?.score ?? 0) * 100),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
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
