/**
 * Prints one closing line 'N passed, N failed' that CI scripts read (jest has no such line of its own).
 * Written at process exit so it lands after jest's own summary, whichever reporter finishes last.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const line = `${results.numPassedTests} passed, ${results.numFailedTests + results.numRuntimeErrorTestSuites} failed\n`;
    process.once('exit', () => process.stderr.write(line));
  }
}
module.exports = SummaryReporter;
