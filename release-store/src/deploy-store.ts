import type { HistoryDraft, HistoryEntry, HistoryFilter } from './cas';
import type { Pointer } from './pointer';
import type { PublishResult } from './store';

/** The files of one published version, as verification reads them (paths relative to the version's root). */
export interface VersionFiles {
  /** a file's text, or null when there is no such file */
  read(file: string): Promise<string | null>;
  has(file: string): Promise<boolean>;
  /** the content hash of every file of the version (content-hash.ts), which its name carries */
  contentHash(): Promise<string>;
}

/**
 * Where deploy keeps versions, the pointer and its history (docs/CONVENTIONS.md, store layout): a folder
 * (STORE_DIR, folder-store.ts) or an S3-compatible bucket (STORE_S3_BUCKET, bucket-store.ts), the same keys in
 * both. The operations (promote, canary, rollback, status, history) run alike on either.
 */
export interface DeployStore {
  /** for messages: the folder, or s3://bucket */
  readonly location: string;
  readPointer(env: string): Promise<Pointer>;
  /**
   * Compare-and-swap: writes `next` with revision + 1 and its history entries only when the pointer is still at
   * `expectedRevision`; else throws PointerChangedError and writes nothing, history included.
   */
  commitPointer(env: string, expectedRevision: number, next: Pointer, entries: HistoryDraft[]): Promise<Pointer>;
  readHistory(filter?: HistoryFilter): Promise<HistoryEntry[]>;
  /** the environments that have a pointer (pointer/<env>.json) */
  environments(): Promise<string[]>;
  /** every remote with something under remotes/ */
  storedRemotes(): Promise<string[]>;
  /** a remote's complete versions, oldest first */
  listVersions(remote: string): Promise<string[]>;
  hasVersion(remote: string, version: string): Promise<boolean>;
  /** where a version lives, for messages */
  versionLocation(remote: string, version: string): string;
  versionFiles(remote: string, version: string): VersionFiles;
  /** copies a dist into the version; never changes a version already there */
  publishVersion(remote: string, version: string, distDir: string): Promise<PublishResult>;
  close(): void;
}
