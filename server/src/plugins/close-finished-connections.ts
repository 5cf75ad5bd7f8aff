import fp from 'fastify-plugin';

/**
 * Close ends the connections whose answers finish while it runs. At close Node closes the connections that are
 * idle at that moment (server.close) and waits for the others; an answer still being written then (a download
 * whose client has every byte while the server's stream has not ended yet) finishes a moment later and leaves its
 * connection kept alive, which close then waits out: Fastify's keep-alive timeout, 72 s. A test file's close
 * passed its 30 s limit that way (data-export.test.ts), and an instance stopping for a deploy waited as long.
 * So an answer that finishes once close has begun ends its connection, as Node does for one sent without
 * keep-alive.
 */
export const closeFinishedConnections = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onResponse', async (request) => {
      if (closing) request.raw.socket?.end();
    });
  },
  { name: 'close-finished-connections' },
);
