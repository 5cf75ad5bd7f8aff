import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { awsS3 } from '@dating/release-store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isObjectKey, StoreUnavailableError, type ObjectStore, type StoreLog } from './object-store';
import { isNotFound } from './s3-errors';
import { sendS3Object } from './s3-send';

/** S3's limit of keys per DeleteObjects request. */
const DELETE_BATCH = 1000;

/**
 * Objects under a prefix of an S3-compatible bucket (`media/`, `exports/`), through the official SDK. A PUT
 * replaces an object whole, so readers never see part of one, as with the folder's renames.
 */
export class S3Store implements ObjectStore {
  readonly location: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** '' or ending in '/' */
    private readonly prefix: string,
    private readonly log: StoreLog,
  ) {
    this.location = `s3://${bucket}/${prefix}`;
  }

  private unavailable = (err: unknown) => new StoreUnavailableError(this.location, err);

  private keyOrThrow(key: string): string {
    if (!isObjectKey(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
    return this.prefix + key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const Key = this.keyOrThrow(key);
    await this.client
      .send(new (awsS3().PutObjectCommand)({ Bucket: this.bucket, Key, Body: body, ContentType: contentType }))
      .catch((err) => Promise.reject(this.unavailable(err)));
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const Key = this.keyOrThrow(key);
    const { size } = await stat(file);
    await this.client
      .send(
        new (awsS3().PutObjectCommand)({
          Bucket: this.bucket,
          Key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      )
      .catch((err) => Promise.reject(this.unavailable(err)));
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await this.open(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    if (!isObjectKey(key)) return null;
    try {
      const out = await this.client.send(
        new (awsS3().GetObjectCommand)({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw this.unavailable(err);
    }
  }

  async has(key: string): Promise<boolean> {
    if (!isObjectKey(key)) return false;
    try {
      await this.client.send(new (awsS3().HeadObjectCommand)({ Bucket: this.bucket, Key: this.prefix + key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw this.unavailable(err);
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    const valid = [...new Set(keys)].filter(isObjectKey);
    try {
      await this.deleteKeys(valid.map((key) => this.prefix + key));
    } catch (err) {
      this.log.error({ err, store: this.location, keys: valid }, 'objects left behind: removing failed');
    }
  }

  async removeUnder(prefix: string): Promise<void> {
    const under = `${this.keyOrThrow(prefix)}/`;
    try {
      let ContinuationToken: string | undefined;
      do {
        const page = await this.client.send(
          new (awsS3().ListObjectsV2Command)({ Bucket: this.bucket, Prefix: under, ContinuationToken }),
        );
        await this.deleteKeys((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    } catch (err) {
      throw err instanceof StoreUnavailableError ? err : this.unavailable(err);
    }
  }

  /** Full keys (prefix included), in batches; a key S3 reports as not deleted is an error. */
  private async deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
      const out = await this.client.send(
        new (awsS3().DeleteObjectsCommand)({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }),
      );
      if (out.Errors?.length) {
        throw this.unavailable(new Error(out.Errors.map((e) => `${e.Key}: ${e.Code} ${e.Message}`).join('; ')));
      }
    }
  }

  send(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    if (!isObjectKey(key)) return Promise.resolve(false);
    return sendS3Object(this.client, { Bucket: this.bucket, Key: this.prefix + key }, request, reply).catch(
      (err: unknown) => {
        throw err instanceof StoreUnavailableError ? err : this.unavailable(err);
      },
    );
  }
}
