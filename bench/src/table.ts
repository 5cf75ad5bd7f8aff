/**
 * The one table `scripts/bench` ends with: each figure beside its target and the reference measured in the same
 * run. Parts add rows as they finish; `printTable` prints them all once at the end.
 */
export interface BenchRow {
  /** what was measured, and how: 'polled trio, PostgreSQL, 64 connections' */
  figure: string;
  /** the goal, in words and numbers: '≥ 50 % of the bare route', '≤ 25 ms' */
  target: string;
  /** the figure itself with its unit */
  measured: string;
  /** what the figure is compared with, measured in the same run; '' when the figure stands alone */
  reference?: string;
  /** measured / reference where both are numbers, as the target reads it */
  ratio?: number;
  /** undefined: a figure to watch, with no target to pass */
  pass?: boolean;
}

const rows: BenchRow[] = [];

export function addRow(row: BenchRow): void {
  rows.push(row);
  console.log(`  ${row.figure}: ${row.measured}${row.reference ? ` (reference ${row.reference})` : ''}`);
}

const verdict = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? 'pass' : 'FAIL');

/** The table as Markdown, so it reads in a terminal and pastes into a note. */
export function formatTable(list: readonly BenchRow[] = rows): string {
  const header = ['figure', 'target', 'measured', 'reference (same run)', 'ratio', 'result'];
  const cells = list.map((r) => [
    r.figure,
    r.target,
    r.measured,
    r.reference ?? '',
    r.ratio === undefined ? '' : r.ratio.toFixed(2),
    verdict(r.pass),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

export function printTable(): void {
  const failed = rows.filter((r) => r.pass === false).length;
  const judged = rows.filter((r) => r.pass !== undefined).length;
  console.log(`\n${formatTable()}\n\n${judged - failed} of ${judged} targets met`);
}

/** Helpers for the measured column. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')} req/s`;
