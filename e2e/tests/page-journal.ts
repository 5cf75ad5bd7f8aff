import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';

/**
 * What a page went through that a failure's snapshot cannot show: each document it loaded (a reload shows as a
 * second load of the same address), its script errors and console errors, with times. Chat's first test once failed
 * with its message still in the composer after Send and no trace of the send (run r3): this says next time whether
 * the page reloaded in between.
 */
const journals: string[][] = [];

export function keepJournal(page: Page, name: string): void {
  const lines: string[] = [];
  journals.push(lines);
  const note = (what: string) => lines.push(`${new Date().toISOString()} ${name}: ${what}`);
  page.on('load', () => note(`loaded ${page.url()}`));
  page.on('pageerror', (error) => note(`script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
}

/**
 * In afterEach: when the test failed, the journals of its pages go into its output folder beside the error context
 * (kept by scripts/test) and the reporter names the file; then they are forgotten.
 */
export async function attachJournalsOnFailure(testInfo: TestInfo): Promise<void> {
  const lines = journals.splice(0).flat().sort();
  if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return;
  const file = testInfo.outputPath('page-journal.txt');
  await writeFile(file, `${lines.join('\n')}\n`);
  await testInfo.attach('page journal', { path: file, contentType: 'text/plain' });
}
