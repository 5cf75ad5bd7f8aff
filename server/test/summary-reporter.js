/** Prints one closing line 'N passed, N failed' that CI scripts read (jest has no such line of its own). */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    process.stdout.write(`${results.numPassedTests} passed, ${results.numFailedTests + results.numRuntimeErrorTestSuites} failed\n`);
  }
}
module.exports = SummaryReporter;
