import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Files every instance must see alike (docs/architecture.md, Several instances): member photos, data exports. A key is
 * a '/'-separated relative name (`uploads/<sha256>.webp`); a folder (on a mount all instances share) or a prefix
 * of an S3-compatible bucket holds the objects. Reads of a key that is absent, or is no valid key, answer
 * null or false; a store that cannot be reached throws StoreUnavailableError.
 */
export interface ObjectStore {
  /** for logs and messages: the folder, or s3://bucket/prefix */
  readonly location: string;
  /** writes the whole object at once: a reader sees the old object or the new one, never part of one */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** put() of a local file's content, streamed (a data export's zip) */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  has(key: string): Promise<boolean>;
  /**
   * Deletes the objects; absent ones are no error. Never throws: every caller runs it after the rows naming
   * the objects are gone, when a failure could undo nothing. What could not be removed is logged by key.
   */
  remove(keys: readonly string[]): Promise<void>;
  /** Deletes every object under `prefix/` (the seed's reset); throws when that fails. */
  removeUnder(prefix: string): Promise<void>;
  /**
   * Answers a GET or HEAD with the object: its type, length, ETag and Last-Modified, Range and conditional
   * requests (206, 304). True once the answer is under way; false, with nothing sent, when there is no such
   * object: the caller answers the 404. (Never the reply itself: a reply is a thenable that settles when the
   * answer has gone out, so an async function returning it resolves to undefined, which looked like "absent"
   * and sent a second answer.)
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean>;
}

/** Where a store logs the objects it could not remove. Fastify's logger is one. */
export interface StoreLog {
  error(details: object, message: string): void;
}

/** The store did not answer, or refused us (network, credentials, a missing bucket): an operator's matter. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
  constructor(location: string, cause: unknown) {
    super(`object store ${location} cannot be reached: ${describe(cause)}`, { cause });
  }
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: string }).code;
  return [err.name, code, err.message].filter(Boolean).join(': ');
}

/**
 * The key a URL path names, or null for one that could climb out of the store or name a hidden file: every
 * segment decoded, none empty, '.', '..' or starting with a dot, no NUL.
 */
export function objectKeyOf(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  return isObjectKey(decoded) ? decoded : null;
}

/** A key as the stores take it: segments of printable characters, none starting with a dot. */
export function isObjectKey(key: string): boolean {
  if (!key || key.length > 512 || key.includes('\0') || key.includes('\\')) return false;
  return key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}
