import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { isNotFound, s3ClientFor } from '@dating/release-store';
import { startTestBucket, type TestBucket } from './s3-bucket';

export interface ConditionalBucket extends TestBucket {
  /**
   * Holds every PUT with a condition until `release()`, so a test can let several writers read first and then
   * meet at the write; `held()` says how many wait. Released writes run one at a time, in arrival order.
   */
  holdConditionalWrites(): { held(): number; release(): void };
}

/**
 * A TEST SEAM, not a store: s3rver ignores If-Match and If-None-Match on PutObject, and no small S3-compatible
 * server on npm honours them. This proxy in front of the real s3rver evaluates those two headers as S3 does
 * (412 PreconditionFailed when the object's ETag differs, or when it exists under If-None-Match: '*'), one
 * conditional PUT at a time so the check and the write cannot interleave, and passes every request on unchanged
 * (the SDK's signature covers the Host it was sent to, which is kept).
 */
export async function startConditionalBucket(): Promise<ConditionalBucket> {
  const inner = await startTestBucket();
  const target = new URL(inner.settings.endpoint!);
  const client = s3ClientFor(inner.settings);
  let queue: Promise<void> = Promise.resolve();
  let hold: { count: number; open: Promise<void> } | null = null;

  const pass = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((done) => {
      const out = forward(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res).on('finish', done);
        },
      );
      out.on('error', () => {
        res.destroy();
        done();
      });
      req.pipe(out);
    });

  const etagOf = async (key: string) => {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket: inner.settings.bucket, Key: key }))).ETag ?? null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  };

  const conditionalPut = async (req: IncomingMessage, res: ServerResponse) => {
    const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname).split('/').slice(2).join('/');
    const ifMatch = req.headers['if-match'];
    const ifNoneMatch = req.headers['if-none-match'];
    const etag = await etagOf(key);
    const failed = (ifNoneMatch === '*' && etag !== null) || (ifMatch !== undefined && ifMatch !== etag);
    if (!failed) return pass(req, res);
    req.resume();
    res.writeHead(412, { 'content-type': 'application/xml' });
    res.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code>' +
        '<Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
    );
  };

  const proxy = createServer((req, res) => {
    const conditional = req.method === 'PUT' && (req.headers['if-match'] || req.headers['if-none-match']);
    if (!conditional) return void pass(req, res);
    const waitForRelease = hold?.open ?? Promise.resolve();
    if (hold) hold.count++;
    // one conditional write at a time: the ETag checked is the ETag written over
    queue = queue
      .then(() => waitForRelease)
      .then(() => conditionalPut(req, res))
      .catch(() => void res.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    ...inner,
    settings: { ...inner.settings, endpoint: `http://127.0.0.1:${port}` },
    holdConditionalWrites() {
      let release = () => {};
      const open = new Promise<void>((resolve) => (release = resolve));
      const current = { count: 0, open };
      hold = current;
      return {
        held: () => current.count,
        release: () => {
          hold = null;
          release();
        },
      };
    },
    close: async () => {
      client.destroy();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await inner.close();
    },
  };
}
