import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * scripts/test's phases (scripts/lib/phases.sh): a phase that passes its time limit is stopped with its whole
 * process group and reported as failed, naming the tests it had not finished, and the run goes on to its closing
 * line. Real jest runs of small made-up suites.
 *
 * The limit is `timeout`'s, and its timer is a SIGALRM to itself: the tests send that signal once the suite is in
 * the state they are about (a test under way, a report written) instead of betting on how fast this machine
 * starts jest. What they check is what scripts/test does when the limit comes.
 */
const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
/** Never reached: the tests bring the limit on themselves. */
const LIMIT_S = 600;
/**
 * Each test starts jest in a process of its own, once or twice (the listing of files after a stop). One test at a
 * time: run side by side, three more jest processes beside the unit suite's two workers oversubscribed a 2-core
 * machine, and the neighbouring files' tests passed jest's 5 s timeout.
 */
const JEST_RUNS_TIMEOUT = 120_000;

const dirs: string[] = [];
const newDir = async () => {
  dirs.push(await mkdtemp(path.join(tmpdir(), 'phases-test-')));
  return dirs.at(-1)!;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/**
 * Writes the files of a made-up suite and runs it as one phase of scripts/test; with `limitWhen`, the phase's
 * limit comes as soon as that shell condition holds in its reports folder. Answers what scripts/test prints.
 */
async function runPhase(files: Record<string, string>, limitWhen?: string): Promise<string> {
  const dir = await newDir();
  // plain JavaScript, nothing to transform: no Babel to load
  const config = { rootDir: dir, transform: {} };
  await writeFile(path.join(dir, 'jest.config.js'), `module.exports = ${JSON.stringify(config)};`);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  const script = `
    set -uo pipefail
    ROOT=${JSON.stringify(ROOT)}
    REPORTS=${JSON.stringify(path.join(dir, 'reports'))}
    mkdir -p "$REPORTS"
    source "$ROOT/scripts/lib/tools.sh"
    source "$ROOT/scripts/lib/phases.sh"
    KILL_GRACE=5s
    jest_phase_start demo ${LIMIT_S} "$ROOT" --config ${JSON.stringify(path.join(dir, 'jest.config.js'))} --runInBand
    ${limitWhen ? `until ${limitWhen}; do sleep 0.1; done; kill -ALRM "\${PHASE_PID[demo]}"` : ''}
    phase_wait demo
    phase_report demo jest demo
    echo "$TOTAL_PASSED passed, $TOTAL_FAILED failed"`;
  const { stdout, stderr } = await run('bash', ['-c', script], { cwd: ROOT, maxBuffer: 10 * 1024 * 1024 });
  return stdout + stderr;
}

/** The start of a script that runs phases of scripts/test with its reports in `dir`. */
const withPhases = (dir: string) => `
    set -uo pipefail
    REPORTS=${JSON.stringify(dir)}
    source ${JSON.stringify(path.join(ROOT, 'scripts/lib/tools.sh'))}
    source ${JSON.stringify(path.join(ROOT, 'scripts/lib/phases.sh'))}`;

/**
 * Bash starting two phases: 'quick', which ends at once, and `slow`, which ends with `rc` when the file `go` appears,
 * `delay` seconds after 'quick' has ended (its process a zombie waiting to be reaped, or reaped already).
 */
const slowAfterQuick = (slow: string, go: string, { delay = 0, rc = 0 } = {}) => `
    phase_start ${slow} ${LIMIT_S} . bash -c 'until [ -e "$0" ]; do sleep 0.1; done; exit ${rc}' ${JSON.stringify(go)}
    phase_start quick ${LIMIT_S} . true
    quick=\${PHASE_PID[quick]}
    ( until [ ! -e /proc/$quick ] || grep -q '^[0-9]* ([^)]*) Z' /proc/$quick/stat; do sleep 0.1; done
      sleep ${delay}; touch ${JSON.stringify(go)} ) 2>/dev/null &`;

const passing = `test('passes', () => {});`;
const closingLine = (output: string) => {
  const closing = /^(\d+) passed, (\d+) failed$/m.exec(output);
  expect(closing).not.toBeNull();
  return [Number(closing![1]), Number(closing![2])];
};

test(
  'a suite that hangs is stopped at its limit and its unfinished and unstarted files are named',
  async () => {
    const output = await runPhase(
      {
        'first.test.js': passing,
        // Ends one test, then waits for ever (its own timeout is far above the phase's limit).
        'hangs.test.js': `test('ends', () => {}); test('never ends', () => new Promise(() => {}), 3_600_000);`,
        'other.test.js': passing,
      },
      `grep -q '"title":"ends"' "$REPORTS/demo.progress" 2>/dev/null`,
    );
    expect(output).toContain(`demo: stopped at its time limit of ${LIMIT_S} s`);
    expect(output).toMatch(/demo: did not finish .*hangs\.test\.js \(1 of its tests had ended\)/);
    // In band, the other two ran before the hang or never began: each is a pass or a file named as not started.
    const notStarted = output.match(/demo: did not start .*\.test\.js/g) ?? [];
    const [passed, failed] = closingLine(output);
    expect(failed).toBe(1 + notStarted.length);
    expect(passed).toBe(1 + 2 - notStarted.length);
  },
  JEST_RUNS_TIMEOUT,
);

test(
  'a suite whose tests all end but which never exits fails, though every test passed',
  async () => {
    const output = await runPhase(
      // A timer nobody stops keeps jest (without --forceExit) from exiting.
      { 'leaves-a-timer.test.js': `test('passes and leaves a timer', () => { setInterval(() => {}, 1000); });` },
      `[ -s "$REPORTS/demo.json" ]`,
    );
    expect(output).toContain('demo: its tests had all ended, but the run did not exit');
    expect(closingLine(output)).toEqual([1, 1]);
  },
  JEST_RUNS_TIMEOUT,
);

test(
  'a suite that ends within its limit is counted from its report',
  async () => {
    const output = await runPhase({
      'a.test.js': passing,
      'b.test.js': `test('fails', () => { throw new Error('no'); });`,
    });
    expect(output).not.toContain('time limit');
    expect(closingLine(output)).toEqual([1, 1]);
  },
  JEST_RUNS_TIMEOUT,
);

test('a Playwright run stopped by its global timeout counts the tests it interrupted or never began', async () => {
  const reports = path.join(await newDir(), 'reports');
  await mkdir(reports);
  const spec = (title: string, status: string, results: { status: string }[], annotations: object[] = []) => ({
    title,
    file: 'chat.spec.ts',
    line: 1,
    tests: [{ status, results, annotations }],
  });
  await writeFile(
    path.join(reports, 'e2e.json'),
    JSON.stringify({
      stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 3 },
      errors: [{ message: 'Timed out waiting 1740s for the test suite to run' }],
      suites: [
        {
          specs: [
            spec('passed', 'expected', [{ status: 'passed' }]),
            spec('interrupted', 'skipped', [{ status: 'interrupted' }]),
            spec('never began', 'skipped', []),
            spec('skipped on purpose', 'skipped', [], [{ type: 'skip' }]),
          ],
        },
      ],
    }),
  );
  await writeFile(path.join(reports, 'e2e.status'), '1 1750 1800\n');
  const counted = await run('node', [path.join(ROOT, 'scripts/lib/count-results.mjs'), 'playwright', reports, 'e2e']);
  expect(counted.stdout.trim()).toBe('1 3');
  expect(counted.stderr).toContain('e2e: Timed out waiting 1740s for the test suite to run');
  expect(counted.stderr).toContain('e2e: did not finish chat.spec.ts:1 interrupted');
  expect(counted.stderr).toContain('e2e: did not finish chat.spec.ts:1 never began');
  expect(counted.stderr).not.toContain('skipped on purpose');
});

test("a phase's time is when it ended, though the script waits for a slower one first", async () => {
  const dir = await newDir();
  const go = path.join(dir, 'go');
  // Two seconds between the ends of the two phases, so their times differ on any machine.
  const script = `${withPhases(dir)}${slowAfterQuick('slow', go, { delay: 2 })}
    phase_wait slow
    phase_wait quick
    cat "$REPORTS/slow.status" "$REPORTS/quick.status"`;
  const { stdout } = await run('bash', ['-c', script], { cwd: ROOT });
  const [slow, quick] = stdout
    .trim()
    .split('\n')
    .map((line) => Number(line.split(' ')[1]));
  expect(slow! - quick!).toBeGreaterThanOrEqual(2);
});

test('a phase started at the lowest priority gets the suite’s own back, every process of it', async () => {
  const dir = await newDir();
  const go = path.join(dir, 'go');
  // The phase: a niced shell with a child; each waits for 'go', then writes its niceness to a file of its own.
  const report = path.join(dir, 'report.sh');
  await writeFile(report, `until [ -e "$1" ]; do sleep 0.1; done; ps -o ni= -p $$ | tr -d ' ' > "$1.$2"\n`);
  const phase = path.join(dir, 'phase.sh');
  await writeFile(phase, `bash "${report}" "${go}" child & bash "${report}" "${go}" shell; wait\n`);
  const script = `${withPhases(dir)}
    phase_start checks ${LIMIT_S} . nice -n 19 bash ${JSON.stringify(phase)}
    # all started: the group holds timeout, the phase's shell and the two it started
    until [ "$(pgrep -g "\${PHASE_PID[checks]}" | wc -l)" -ge 4 ]; do sleep 0.1; done
    raise_priority checks
    touch ${JSON.stringify(go)}
    phase_wait checks
    echo "$(nice) $(cat ${JSON.stringify(go)}.shell) $(cat ${JSON.stringify(go)}.child)"`;
  const { stdout } = await run('bash', ['-c', script], { cwd: ROOT });
  const [own, shell, child] = stdout.trim().split(' ');
  expect(own).not.toBe('19');
  expect({ shell, child }).toEqual({ shell: own, child: own });
});

test('waiting for one of some phases goes on past the end of another, whose end it records', async () => {
  const dir = await newDir();
  const go = path.join(dir, 'go');
  // 'named' ends once 'quick' has: 'quick' always ends first.
  const script = `${withPhases(dir)}${slowAfterQuick('named', go, { rc: 3 })}
    phase_wait_any named
    echo "\${PHASE_RC[named]:-running} \${PHASE_RC[quick]:-running}"`;
  const { stdout } = await run('bash', ['-c', script], { cwd: ROOT });
  expect(stdout.trim()).toBe('3 0');
});

test(
  'phases are reported as they end, whatever the order they were started in',
  async () => {
    const dir = await newDir();
    // 'last' is started and watched first, and ends only once 'first' has been waited for (its status written).
    // Reported in the order of starting, 'last' would be waited for for ever: the shell is stopped before jest's limit.
    const script = `${withPhases(dir)}
    phase_start last ${LIMIT_S} . bash -c 'until [ -e "$0" ]; do sleep 0.1; done' "$REPORTS/first.status"
    watch last check last
    phase_start first ${LIMIT_S} . true
    watch first check first
    report_as_they_end
    echo "$TOTAL_PASSED passed, $TOTAL_FAILED failed"`;
    const { stdout, stderr } = await run('bash', ['-c', script], { cwd: ROOT, timeout: JEST_RUNS_TIMEOUT - 10_000 });
    const reported = [...stderr.matchAll(/==> (\w+): 1 passed, 0 failed/g)].map((m) => m[1]);
    expect(reported).toEqual(['first', 'last']);
    expect(stdout.trim()).toBe('2 passed, 0 failed');
  },
  JEST_RUNS_TIMEOUT,
);

test('a phase that ended while the script started another job is still waited for, with its exit code', async () => {
  const dir = await newDir();
  // bash takes an ended job out of its table when it next starts one; `wait -n` then refused the list ("no such job")
  const script = `${withPhases(dir)}
    phase_start ended ${LIMIT_S} . bash -c 'exit 3'
    pid=\${PHASE_PID[ended]}
    until [ ! -e /proc/$pid ] || grep -q '^[0-9]* ([^)]*) Z' /proc/$pid/stat; do sleep 0.1; done
    ( : ) &
    wait $!
    phase_wait ended
    echo "rc $?"`;
  const { stdout } = await run('bash', ['-c', script], { cwd: ROOT });
  expect(stdout.trim()).toBe('rc 3');
});
