import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isObjectKey, type ObjectStore, type StoreLog } from './object-store';

/**
 * Objects as files under one folder: the default, and what several instances share when the folder is on a
 * mount they all have. @fastify/static sends them (ranges, ETag, Last-Modified, conditional requests).
 */
export class DirectoryStore implements ObjectStore {
  readonly location: string;

  constructor(
    private readonly root: string,
    private readonly log: StoreLog,
  ) {
    this.location = root;
  }

  /** The file of a key, or null for a key that is no valid key. */
  private fileOf(key: string): string | null {
    return isObjectKey(key) ? path.join(this.root, ...key.split('/')) : null;
  }

  private fileOrThrow(key: string): string {
    const file = this.fileOf(key);
    if (!file) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
    return file;
  }

  put(key: string, body: Buffer): Promise<void> {
    return this.writeWhole(key, (partial) => writeFile(partial, body));
  }

  putFile(key: string, source: string): Promise<void> {
    return this.writeWhole(key, (partial) => copyFile(source, partial));
  }

  /** Written beside the target and renamed over it: a reader never meets half a file. */
  private async writeWhole(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const file = this.fileOrThrow(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = partialNameOf(file);
    try {
      await write(partial);
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.existingFile(key);
    return file ? readFile(file).catch(absentAsNull) : null;
  }

  async open(key: string) {
    const file = await this.existingFile(key);
    const size = file ? await stat(file).then((s) => s.size, absentAsNull) : null;
    return file && size !== null ? { body: createReadStream(file), size } : null;
  }

  async has(key: string): Promise<boolean> {
    return (await this.existingFile(key)) !== null;
  }

  async remove(keys: readonly string[]): Promise<void> {
    const left: string[] = [];
    for (const key of new Set(keys)) {
      const file = this.fileOf(key);
      if (file) await rm(file, { force: true }).catch(() => left.push(key));
    }
    if (left.length > 0) this.log.error({ store: this.location, keys: left }, 'objects left behind: removing failed');
  }

  async removeUnder(prefix: string): Promise<void> {
    await rm(this.fileOrThrow(prefix), { recursive: true, force: true });
  }

  async send(_request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    if (!(await this.existingFile(key))) return false;
    void reply.sendFile(key, this.root, { cacheControl: false });
    return true;
  }

  /** The key's file when it is a regular file (not a folder), else null. */
  private async existingFile(key: string): Promise<string | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    const isFile = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    return isFile ? file : null;
  }
}

/** A dotfile beside the target: no key names it, so it is never served while it is being written. */
const partialNameOf = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.part`);

const absentAsNull = (err: NodeJS.ErrnoException): null => {
  if (err.code === 'ENOENT') return null;
  throw err;
};
