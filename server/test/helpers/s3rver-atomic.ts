import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';

/** The part of s3rver's FilesystemStore (s3rver 3.7, lib/stores/filesystem.js) this file takes over or calls. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: object, md5: string): Promise<void>;
  putObject(object: S3Object): Promise<{ size: number; md5: string }>;
  getObject(bucket: string, key: string, options?: object): Promise<unknown>;
}
interface S3Object {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: object;
}

/**
 * Objects in s3rver as S3, MinIO and R2 keep them: a GET while the same key is PUT answers the old object or the new
 * one, whole. s3rver writes an object over its file in place (answering before the bytes of a body sent whole are
 * written), and its length in a file of its own after it, so a GET in between read part of a new pointer, or its
 * bytes with the old length: deploy-bucket.test.ts failed on a pointer read as 'Unterminated string in JSON'.
 * Here a PUT writes the bytes beside the object and renames them over it once its length is stored, and a GET and
 * a PUT of one key take turns. A GET's stream, once open, reads the file it opened, whatever is renamed over it.
 */
export function atomicObjects(store: FilesystemStore): void {
  const turns = new Map<string, Promise<unknown>>();
  const inTurn = <T>(bucket: string, key: string, work: () => Promise<T>): Promise<T> => {
    const id = `${bucket}/${key}`;
    const result = (turns.get(id) ?? Promise.resolve()).catch(() => undefined).then(work);
    const done = result.catch(() => undefined);
    turns.set(id, done);
    void done.then(() => turns.get(id) === done && turns.delete(id));
    return result;
  };
  const getObject = store.getObject.bind(store);
  store.getObject = (bucket, key, options) => inTurn(bucket, key, () => getObject(bucket, key, options));
  store.putObject = (object) =>
    inTurn(object.bucket, object.key, async () => {
      const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
      const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content);
      const md5 = createHash('md5').update(content).digest('hex');
      await mkdir(path.dirname(objectPath), { recursive: true });
      await writeFile(`${objectPath}.writing`, content);
      await store.putMetadata(object.bucket, object.key, object.metadata, md5);
      await rename(`${objectPath}.writing`, objectPath);
      return { size: content.length, md5 };
    });
}
