import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientFor, type S3Settings } from '../../src/objects/s3-settings';
import { atomicObjects } from './s3rver-atomic';

/** s3rver's fixed credentials; any signature made with them is accepted. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestBucket {
  /** what the app is given: the bucket on this server, path-style, with s3rver's credentials */
  settings: S3Settings;
  /** every key in the bucket, sorted */
  keys(): Promise<string[]>;
  /** an object's bytes, or null */
  read(key: string): Promise<Buffer | null>;
  /** writes an object, as a deploy tool or a sync from outside the app does */
  put(key: string, body: string | Buffer, contentType?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible HTTP server in this process (s3rver, files in a temporary folder) with one empty bucket.
 * The app talks to it through the AWS SDK exactly as it would to S3, MinIO or R2; like them, it never answers part
 * of an object being written (s3rver-atomic.ts).
 */
export async function startTestBucket(bucket = 'site-objects'): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'dating-s3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // a GET during a PUT answers one whole object, as S3 does (s3rver-atomic.ts)
  atomicObjects((server as unknown as { store: Parameters<typeof atomicObjects>[0] }).store);
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  const client: S3Client = s3ClientFor(settings);
  return {
    settings,
    keys: async () => {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    read: async (key) => {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    put: async (key, body, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    close: async () => {
      client.destroy();
      // the apps' clients keep connections alive; the server would wait for them
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Settings of a bucket on a port where nothing listens: every request is refused, as by a store that is down. */
export async function unreachableBucket(): Promise<S3Settings> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return {
    bucket: 'site-objects',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
}
