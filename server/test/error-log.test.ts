/**
 * @database-independent
 * Its subject is the test suite's own rule: an app's error-level log line fails the file (test/environment.js).
 */
import { capturedLog } from './helpers/log-lines';
import { startTestApp } from './helpers/test-app';

const unexpected = () => (globalThis as unknown as { __unexpectedErrorLines: string[] }).__unexpectedErrorLines;

test('an error an app logs is kept for the file to fail with, unless the test took the log itself', async () => {
  const t = await startTestApp();
  const own = capturedLog();
  const expecting = await startTestApp({ logger: own.logger });
  try {
    t.app.log.error({ err: new Error('disk full') }, 'could not store the photo');
    expecting.app.log.error('the SMTP server refused the mail');
    expect(unexpected()).toEqual([expect.stringContaining('could not store the photo')]);
    expect(own.lines.map((l) => l.msg)).toEqual(['the SMTP server refused the mail']);
    // a warning is no fault
    t.app.log.warn('slow answer');
    expect(unexpected()).toHaveLength(1);
  } finally {
    // taken back, or this file would fail with the line it made on purpose
    unexpected().length = 0;
    await Promise.all([t.close(), expecting.close()]);
  }
});
