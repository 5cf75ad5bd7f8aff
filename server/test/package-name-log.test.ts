/**
 * @database-independent
 */
import { startTestApp } from './helpers/test-app';
import { capturedLog } from './helpers/log-lines';

test("request log lines carry the caller's X-Package-Name as pkg", async () => {
  const { logger, lines } = capturedLog('info');
  const t = await startTestApp({ logger });
  try {
    await t.client().get('/api/settings.php', { headers: { 'x-package-name': '@dating/remote-chat' } });
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ pkg: '@dating/remote-chat' });
  } finally {
    await t.close();
  }
});
