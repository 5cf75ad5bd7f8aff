import { mediaDirOf } from '../config';
import { exportsDirOf } from '../leaving/exports-dir';
import { DirectoryStore } from './directory-store';
import type { ObjectStore, StoreLog } from './object-store';
import { s3ClientFor, type S3Settings } from './s3-settings';
import { S3Store } from './s3-store';

/**
 * Member photos (served to anyone at /media) and data exports (to their owner only): the folders
 * <dataDir>/media and <dataDir>/exports, or, with a bucket, its prefixes media/ and exports/ — the keys of
 * media/ are the paths of /media, so a CDN may serve that prefix straight from the bucket.
 */
export interface MediaStores {
  media: ObjectStore;
  exports: ObjectStore;
  close(): void;
}

export function mediaStoresFor(dataDir: string, bucket: S3Settings | undefined, log: StoreLog): MediaStores {
  if (!bucket) {
    const media = mediaDirOf(dataDir);
    return {
      media: new DirectoryStore(media, log),
      exports: new DirectoryStore(exportsDirOf(media), log),
      close: () => {},
    };
  }
  const client = s3ClientFor(bucket);
  return {
    media: new S3Store(client, bucket.bucket, 'media/', log),
    exports: new S3Store(client, bucket.bucket, 'exports/', log),
    close: () => client.destroy(),
  };
}
