/**
 * @database-independent
 */
import { Writable } from 'node:stream';
import { startTestApp } from './helpers/test-app';

test("request log lines carry the caller's X-Package-Name as pkg", async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const t = await startTestApp({ logger: { level: 'info', stream } });
  try {
    await t.client().get('/api/settings.php', { headers: { 'x-package-name': '@dating/remote-chat' } });
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ pkg: '@dating/remote-chat' });
  } finally {
    await t.close();
  }
});
