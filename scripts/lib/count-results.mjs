// Reads a jest --json or Playwright json report and prints "<passed> <failed>".
// A report that is missing or unreadable counts as one failure: a suite that crashed did not pass.
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
let passed = 0;
let failed = 1;
try {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'jest') {
    passed = report.numPassedTests;
    // Suites that failed to run (syntax error, crash) have no failed tests but must still count.
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  } else if (kind === 'playwright') {
    passed = report.stats.expected + report.stats.flaky;
    failed = report.stats.unexpected + (report.errors?.length ?? 0);
  }
} catch {
  // keep the one failure
}
console.log(`${passed} ${failed}`);
