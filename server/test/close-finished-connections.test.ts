/**
 * @database-independent
 * Its subject is how the HTTP server closes: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import http from 'node:http';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { closeFinishedConnections } from '../src/plugins/close-finished-connections';

/**
 * An answer that finishes after close began ends its connection (src/plugins/close-finished-connections.ts): close
 * does not wait out the keep-alive timeout for it. The timeout here is ten minutes, so without the plugin the test
 * passes jest's limit instead.
 */
test('a download that ends after close began does not hold the close for the keep-alive timeout', async () => {
  const app = Fastify({ keepAliveTimeout: 600_000 });
  await app.register(closeFinishedConnections);
  const body = new PassThrough();
  app.get('/download', (_request, reply) => reply.header('content-length', '10').send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true });
  try {
    // the first half goes with the headers; the client has it, the server's stream goes on
    body.write('12345');
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/download', agent }, resolve),
    );
    await once(response, 'data');
    // the answer is under way when close stops the listening: its connection is not idle, so close waits for it
    const closed = app.close();
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    body.end('67890');
    response.resume();
    await once(response, 'end');
    await closed;
  } finally {
    agent.destroy();
  }
});
