import { BucketDeployStore, folderStore, type DeployStore } from '@dating/release-store';
import { DirectoryStore } from './directory-store';
import type { ObjectStore, StoreLog } from './object-store';
import { s3ClientFor, type S3Settings } from './s3-settings';
import { S3Store } from './s3-store';

/** The pointer deploy writes and /remotes.json serves (docs/CONVENTIONS.md, store layout). */
export const POINTER_KEY = 'pointer/production.json';

/**
 * The deploy store: remotes/<name>/<version>/… and pointer/production.json, in the folder STORE_DIR (on a
 * mount every instance shares) or at the root of the bucket STORE_S3_BUCKET (the same keys, so the bucket can
 * also stand behind a static host or CDN).
 */
export interface RemoteStore {
  objects: ObjectStore;
  /** The same store for @dating/release-store's operations: the ops API's promote, canary, rollback; auto-rollback */
  deploy: DeployStore;
  /** The folder, when the store is one (its pointer is watched with file events). */
  dir?: string;
  close(): void;
}

export function remoteStoreFor(storeDir: string, bucket: S3Settings | undefined, log: StoreLog): RemoteStore {
  if (!bucket)
    return {
      objects: new DirectoryStore(storeDir, log),
      deploy: folderStore(storeDir),
      dir: storeDir,
      close: () => {},
    };
  const client = s3ClientFor(bucket);
  return {
    objects: new S3Store(client, bucket.bucket, '', log),
    deploy: new BucketDeployStore(client, bucket.bucket),
    close: () => client.destroy(),
  };
}
