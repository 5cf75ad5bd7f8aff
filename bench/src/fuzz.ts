import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresReachable } from './database';
import { addRow } from './table';

const SERVER_DIR = join(__dirname, '../../server');
const RUNS = Number(process.env.BENCH_FUZZ_RUNS ?? 10_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface FuzzReport {
  requests: number;
  seconds: number;
  seed: number;
  statuses: [number, number][];
}

/**
 * The server's fuzz suite (server/test/fuzz.test.ts) with many more requests than scripts/test sends: the
 * same generator and checks (no 5xx, no stack trace or SQL), run by jest so nothing differs but the count.
 */
function runFuzz(label: string, databaseUrl?: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'dating-fuzz-'));
  const report = join(dir, 'report.json');
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_RUNS: String(RUNS), FUZZ_REPORT: report };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const jest = spawnSync('pnpm', ['exec', 'jest', '--config', 'jest.config.js', '--runInBand', 'test/fuzz.test.ts'], {
      cwd: SERVER_DIR,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (jest.status !== 0) {
      console.log(`${label}: fuzz FAILED\n${`${jest.stdout}\n${jest.stderr}`.split('\n').slice(-60).join('\n')}`);
      addRow({
        figure: `fuzz, ${label}`,
        target: 'no 5xx, no stack trace or SQL',
        measured: 'FAILED (above)',
        pass: false,
      });
      return;
    }
    const r = JSON.parse(readFileSync(report, 'utf8')) as FuzzReport;
    const histogram = r.statuses.map(([status, n]) => `${status} ×${n}`).join(', ');
    console.log(`${label}: fuzz statuses ${histogram}`);
    addRow({
      figure: `fuzz, ${label}, ${r.requests} requests (seed ${r.seed})`,
      target: 'no 5xx, no stack trace or SQL',
      measured: `none in ${r.seconds.toFixed(1)} s`,
      pass: true,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** BENCH_FUZZ_RUNS requests on PGlite, and on PostgreSQL when one answers at BENCH_DATABASE_URL. */
export async function runFuzzBench(): Promise<void> {
  runFuzz('PGlite (in memory)');
  if (await postgresReachable(PG_URL)) runFuzz('PostgreSQL', PG_URL);
  else addRow({ figure: 'fuzz, PostgreSQL', target: 'reachable', measured: `not at ${PG_URL}`, pass: false });
}
