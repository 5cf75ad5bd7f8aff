// A jest reporter that appends one JSON line per event to $TEST_PROGRESS_FILE as the run goes. jest writes its
// --json report only at the end, so a run that scripts/test stops at its time limit would otherwise leave nothing
// to tell which tests had finished (scripts/lib/count-results.mjs reads both).
const { appendFileSync } = require('node:fs');

class ProgressReporter {
  constructor() {
    this.file = process.env.TEST_PROGRESS_FILE;
  }

  write(record) {
    // Synchronous: a line is on disk before a kill can come.
    if (this.file) appendFileSync(this.file, `${JSON.stringify({ at: Date.now(), ...record })}\n`);
  }

  onTestFileStart(test) {
    this.write({ event: 'file-start', file: test.path });
  }

  onTestCaseResult(test, result) {
    this.write({ event: 'case', file: test.path, title: result.fullName, status: result.status });
  }

  onTestFileResult(test, result) {
    this.write({
      event: 'file-end',
      file: test.path,
      passed: result.numPassingTests,
      failed: result.numFailingTests,
      crashed: Boolean(result.testExecError),
    });
  }

  onRunComplete() {
    this.write({ event: 'run-end' });
  }

  getLastError() {
    return undefined;
  }
}

module.exports = ProgressReporter;
