/**
 * jest's node environment, plus: once every test and afterAll of a file has run, whatever the file started
 * through the helpers and left open is closed (test/helpers/left-open.ts), and the file fails with what it was.
 * This runs after the file's own afterAll hooks, which a hook the helpers registered could not.
 */
const path = require('node:path');

// jest-environment-node, as jest itself finds it for testEnvironment 'node' (through jest-config)
const from = (name, dir) => require.resolve(name, { paths: [dir] });
const jestConfig = from('jest-config', path.dirname(from('@jest/core', path.dirname(require.resolve('jest')))));
const { TestEnvironment } = require(from('jest-environment-node', path.dirname(jestConfig)));

class ServerTestEnvironment extends TestEnvironment {
  async handleTestEvent(event, state) {
    if (event.name !== 'run_finish') return;
    const closeLeftOpen = this.global.__closeLeftOpen;
    const left = typeof closeLeftOpen === 'function' ? await closeLeftOpen() : [];
    if (left.length > 0)
      state.unhandledErrors.push(
        new Error(`The test file left open (closed after its last afterAll): ${left.join(', ')}`),
      );
    // test/helpers/log-lines.ts: what the file's apps logged at error level without a test asking to see it
    const errors = this.global.__unexpectedErrorLines ?? [];
    if (errors.length > 0)
      state.unhandledErrors.push(
        new Error(`The file's apps logged ${errors.length} error line(s) no test expected:\n${errors.join('\n')}`),
      );
  }
}

module.exports = ServerTestEnvironment;
