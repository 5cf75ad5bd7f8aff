// Reads what one phase of scripts/test left in the reports folder and prints "<passed> <failed>" on stdout; on
// stderr it says what went wrong beyond failed tests: a phase stopped at its time limit (with the tests it had not
// finished), a run that crashed, a run that finished its tests but did not exit.
//
//   count-results.mjs <jest|playwright> <reports folder> <phase name>
//
// Files of a phase <name>: <name>.json (jest --json or Playwright's json report), <name>.progress (one JSON line
// per event, scripts/lib/jest-progress-reporter.cjs), <name>.status ("<exit code> <seconds> <limit>", written by
// scripts/test), <name>.tests (the files the run was given, listed by scripts/test when it stopped the run).
// Whatever is missing or unreadable counts as a failure: a suite that did not report did not pass.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [kind, folder, name] = process.argv.slice(2);
const file = (ext) => path.join(folder, `${name}${ext}`);
const readJson = (f) => {
  try {
    return JSON.parse(readFileSync(f, 'utf8'));
  } catch {
    return undefined;
  }
};
const lines = (f) => (existsSync(f) ? readFileSync(f, 'utf8').split('\n').filter(Boolean) : []);
const say = (text) => process.stderr.write(`${name}: ${text}\n`);
const relative = (f) => path.relative(process.cwd(), f);

// `timeout` exits with 124 when it stopped the command, 137 when the command needed a KILL as well.
const [code, seconds, limit] = (lines(file('.status'))[0] ?? '').split(' ').map(Number);
const stopped = code === 124 || code === 137;
if (stopped) say(`stopped at its time limit of ${limit} s (ran ${seconds} s)`);

const { passed, failed } = kind === 'playwright' ? playwright() : jest();
console.log(`${passed} ${failed}`);

function jest() {
  const report = readJson(file('.json'));
  if (report) {
    // Suites that failed to run (syntax error, crash) have no failed tests but must still count.
    let failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    if (stopped) {
      say('its tests had all ended, but the run did not exit: something it started was left running');
      failed += 1;
    }
    return { passed: report.numPassedTests, failed };
  }
  // No report: the run was stopped or crashed. Count what the progress lines say finished.
  const events = lines(file('.progress')).map((l) => JSON.parse(l));
  let passed = 0;
  let failed = 0;
  const ended = new Set();
  const started = new Map(); // file -> [passed, failed] of its cases so far
  for (const e of events) {
    if (e.event === 'file-start') started.set(e.file, [0, 0]);
    if (e.event === 'case') {
      const counts = started.get(e.file) ?? [0, 0];
      counts[e.status === 'passed' ? 0 : 1] += e.status === 'passed' || e.status === 'failed' ? 1 : 0;
      started.set(e.file, counts);
    }
    if (e.event === 'file-end') {
      ended.add(e.file);
      passed += e.passed;
      failed += e.failed + (e.crashed ? 1 : 0);
    }
  }
  const unfinished = [...started.keys()].filter((f) => !ended.has(f));
  for (const f of unfinished) {
    const [p, x] = started.get(f);
    passed += p;
    failed += x + 1;
    say(`did not finish ${relative(f)} (${p + x} of its tests had ended)`);
  }
  const notStarted = lines(file('.tests')).filter((f) => !started.has(f));
  for (const f of notStarted) say(`did not start ${relative(f)}`);
  failed += notStarted.length;
  if (!stopped) say('wrote no report: it crashed (its log says why)');
  return { passed, failed: Math.max(failed, 1) };
}

function playwright() {
  const report = readJson(file('.json'));
  if (!report) {
    say('wrote no report (its log says why)');
    return { passed: 0, failed: 1 };
  }
  const passed = report.stats.expected + report.stats.flaky;
  let failed = report.stats.unexpected + (report.errors?.length ?? 0);
  // Stopped by its globalTimeout: Playwright reports the test it interrupted and those it never began.
  for (const error of report.errors ?? []) say(error.message?.split('\n')[0] ?? 'an error outside the tests');
  const unfinished = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const skippedOnPurpose = test.annotations.some((a) => a.type === 'skip' || a.type === 'fixme');
        if (test.status === 'skipped' && !skippedOnPurpose) unfinished.push(`${spec.file}:${spec.line} ${spec.title}`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const title of unfinished) say(`did not finish ${title}`);
  failed += unfinished.length;
  if (stopped) failed += 1;
  return { passed, failed };
}
