import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './site';
import { addRow } from './table';

/** The whole scripts/test on this machine stays under this. */
const TEST_SUITE_TARGET_S = 12 * 60;
const REMOTES = ['chat', 'credits', 'landers', 'likes', 'profile', 'search', 'signup'];

const minutes = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

/**
 * A clean build of the host and every remote (output folders removed first, as on a fresh clone), timed; and
 * the time of the last `scripts/test` on this machine, which writes it when it ends (a bench run does not run the
 * suite again: twelve minutes of the same machine would make every other figure wait).
 */
export async function runBuildBench(): Promise<void> {
  for (const dir of ['host', ...REMOTES.map((r) => `remotes/${r}`)]) {
    rmSync(join(REPO_ROOT, dir, 'dist'), { recursive: true, force: true });
  }
  const started = performance.now();
  execFileSync('pnpm', ['--silent', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });
  const seconds = (performance.now() - started) / 1000;
  addRow({ figure: 'clean build, host and 7 remotes', target: '', measured: `${seconds.toFixed(1)} s` });

  try {
    const last = JSON.parse(readFileSync(join(REPO_ROOT, '.data/test-reports/duration.json'), 'utf8')) as {
      seconds: number;
      finished: string;
      passed: number;
      failed: number;
      ci: boolean;
    };
    addRow({
      figure: `scripts/test, last run (${last.finished}${last.ci ? ', CI=true' : ''})`,
      target: `≤ ${minutes(TEST_SUITE_TARGET_S)}`,
      measured: `${minutes(last.seconds)}, ${last.passed} passed, ${last.failed} failed`,
      pass: last.seconds <= TEST_SUITE_TARGET_S && last.failed === 0,
    });
  } catch {
    addRow({
      figure: 'scripts/test, last run',
      target: `≤ ${minutes(TEST_SUITE_TARGET_S)}`,
      measured: 'never run here',
    });
  }
}
