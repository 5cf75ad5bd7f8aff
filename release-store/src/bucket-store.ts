import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { lookup } from 'mime-types';
import { awsS3 } from './aws-s3';
import {
  historyLines,
  parseHistory,
  PointerChangedError,
  type HistoryDraft,
  type HistoryEntry,
  type HistoryFilter,
} from './cas';
import { contentHashOf, listFiles } from './content-hash';
import type { DeployStore, VersionFiles } from './deploy-store';
import { parsePointer, pointerText, type Pointer } from './pointer';
import { isNotFound, isPreconditionFailed } from './s3-errors';
import type { PublishResult } from './store';
import { isVersionName } from './version';

/** Requests in flight at once when uploading a version or reading many small objects. */
const PARALLEL = 8;
/** Version files never change (their name promises their content), so a CDN in front of the bucket may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const pointerKey = (env: string) => `pointer/${env}.json`;
/** One object per pointer change: only the writer that won the pointer's compare-and-swap creates it. */
const historyKey = (env: string, revision: number) =>
  `pointer/history/${env}/${String(revision).padStart(10, '0')}.jsonl`;
const versionPrefix = (remote: string, version: string) => `remotes/${remote}/${version}/`;

/** Runs `work` over the items with at most PARALLEL at a time; results in the items' order. */
async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}

/**
 * The store at the root of an S3-compatible bucket (STORE_S3_BUCKET), with the keys of the folder layout, so the
 * server (and a CDN) read it as they read the folder. What the folder gets from renames and its lock file, the
 * bucket gets from conditional writes (supported by AWS S3, R2, MinIO and others):
 * - a version's files are created with If-None-Match: '*' and never replaced; mf-manifest.json goes last, so a
 *   version counts as there (listVersions, verify) only once it is complete;
 * - the pointer is replaced with If-Match: <the ETag it was read with> (If-None-Match: '*' for the first one), so
 *   of two writers that read the same pointer one wins and the other gets PointerChangedError;
 * - each change's history is a new object named by the revision it produced, written by the winner only.
 */
export class BucketDeployStore implements DeployStore {
  readonly location: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    this.location = `s3://${bucket}`;
  }

  /** An object's text and ETag, or null when there is none. */
  private async get(Key: string): Promise<{ text: string; etag?: string } | null> {
    try {
      const out = await this.client.send(new (awsS3().GetObjectCommand)({ Bucket: this.bucket, Key }));
      return { text: await out.Body!.transformToString(), etag: out.ETag };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  private async head(Key: string): Promise<{ lastModified: number } | null> {
    try {
      const out = await this.client.send(new (awsS3().HeadObjectCommand)({ Bucket: this.bucket, Key }));
      return { lastModified: out.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Every key and every "folder" (with a delimiter) under a prefix, all pages. */
  private async list(Prefix: string, Delimiter?: string): Promise<{ keys: string[]; folders: string[] }> {
    const keys: string[] = [];
    const folders: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new (awsS3().ListObjectsV2Command)({ Bucket: this.bucket, Prefix, Delimiter, ContinuationToken }),
      );
      keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
      folders.push(
        ...(page.CommonPrefixes ?? []).flatMap((p) => (p.Prefix ? [p.Prefix.slice(Prefix.length, -1)] : [])),
      );
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return { keys, folders };
  }

  async readPointer(env: string): Promise<Pointer> {
    const got = await this.get(pointerKey(env));
    return got ? parsePointer(got.text, `${this.location}/${pointerKey(env)}`) : { revision: 0, remotes: {} };
  }

  async commitPointer(env: string, expectedRevision: number, next: Pointer, entries: HistoryDraft[]): Promise<Pointer> {
    const Key = pointerKey(env);
    const got = await this.get(Key);
    const current = got ? (parsePointer(got.text, `${this.location}/${Key}`).revision ?? 0) : 0;
    if (current !== expectedRevision)
      throw new PointerChangedError(`read revision ${expectedRevision}, now ${current}`);
    const written: Pointer = { ...next, revision: current + 1 };
    try {
      await this.client.send(
        new (awsS3().PutObjectCommand)({
          Bucket: this.bucket,
          Key,
          Body: pointerText(written),
          ContentType: 'application/json',
          CacheControl: 'no-cache',
          ...(got?.etag ? { IfMatch: got.etag } : { IfNoneMatch: '*' }),
        }),
      );
    } catch (err) {
      if (isPreconditionFailed(err)) throw new PointerChangedError('the pointer was written meanwhile');
      throw err;
    }
    if (entries.length > 0)
      await this.client.send(
        new (awsS3().PutObjectCommand)({
          Bucket: this.bucket,
          Key: historyKey(env, current + 1),
          Body: historyLines(entries, env, current + 1),
          ContentType: 'application/jsonl',
          IfNoneMatch: '*',
        }),
      );
    return written;
  }

  async readHistory(filter: HistoryFilter = {}): Promise<HistoryEntry[]> {
    const { keys } = await this.list(`pointer/history/${filter.env ? `${filter.env}/` : ''}`);
    const texts = await inParallel(keys.sort(), async (key) => (await this.get(key))?.text ?? '');
    // keys sort by env, then revision; the folder's one file is in time order across environments
    return texts.flatMap((text) => parseHistory(text, filter)).sort((a, b) => a.at.localeCompare(b.at));
  }

  async environments(): Promise<string[]> {
    const { keys } = await this.list('pointer/', '/');
    return keys.filter((k) => k.endsWith('.json')).map((k) => k.slice('pointer/'.length, -'.json'.length));
  }

  async storedRemotes(): Promise<string[]> {
    return (await this.list('remotes/', '/')).folders;
  }

  /** Oldest first by the time each version's manifest (its last file) was written. */
  async listVersions(remote: string): Promise<string[]> {
    const names = (await this.list(`remotes/${remote}/`, '/')).folders.filter(isVersionName);
    const heads = await inParallel(names, (v) => this.head(`${versionPrefix(remote, v)}mf-manifest.json`));
    return names
      .flatMap((v, i) => (heads[i] ? [{ v, t: heads[i].lastModified }] : []))
      .sort((a, b) => a.t - b.t || a.v.localeCompare(b.v))
      .map((x) => x.v);
  }

  async hasVersion(remote: string, version: string): Promise<boolean> {
    return (await this.head(`${versionPrefix(remote, version)}mf-manifest.json`)) !== null;
  }

  versionLocation(remote: string, version: string): string {
    return `${this.location}/${versionPrefix(remote, version)}`;
  }

  versionFiles(remote: string, version: string): VersionFiles {
    const prefix = versionPrefix(remote, version);
    return {
      read: async (file) => (await this.get(prefix + file))?.text ?? null,
      has: async (file) => (await this.head(prefix + file)) !== null,
      contentHash: async () => {
        const { keys } = await this.list(prefix);
        return contentHashOf(
          keys.map((key) => key.slice(prefix.length)),
          (file) => this.bytes(prefix + file),
        );
      },
    };
  }

  /** An object's bytes (one that exists). */
  private async bytes(Key: string): Promise<Uint8Array> {
    const out = await this.client.send(new (awsS3().GetObjectCommand)({ Bucket: this.bucket, Key }));
    return out.Body!.transformToByteArray();
  }

  /**
   * Uploads each file only if absent. A file already there with the same bytes is a publish of the same build
   * (again, or by someone else at the same moment): kept. With other bytes the version's name would lie: refused.
   */
  async publishVersion(remote: string, version: string, distDir: string): Promise<PublishResult> {
    const prefix = versionPrefix(remote, version);
    const files = listFiles(distDir);
    const manifest = files.filter((f) => f === 'mf-manifest.json');
    const created = await inParallel(
      files.filter((f) => f !== 'mf-manifest.json'),
      (file) => this.createOnce(prefix + file, join(distDir, file)),
    );
    for (const file of manifest) created.push(await this.createOnce(prefix + file, join(distDir, file)));
    return { dir: this.versionLocation(remote, version), created: created.some(Boolean) };
  }

  /** true: created; false: the same bytes were there already. */
  private async createOnce(Key: string, file: string): Promise<boolean> {
    const body = await readFile(file);
    try {
      await this.client.send(
        new (awsS3().PutObjectCommand)({
          Bucket: this.bucket,
          Key,
          Body: body,
          ContentType: lookup(file) || 'application/octet-stream',
          CacheControl: IMMUTABLE,
          IfNoneMatch: '*',
        }),
      );
      return true;
    } catch (err) {
      if (!isPreconditionFailed(err)) throw err;
    }
    const out = await this.client.send(new (awsS3().GetObjectCommand)({ Bucket: this.bucket, Key }));
    const there = Buffer.from(await out.Body!.transformToByteArray());
    if (!there.equals(body))
      throw new Error(`${this.location}/${Key} is already in the store with other content; a version never changes`);
    return false;
  }

  close(): void {
    this.client.destroy();
  }
}
