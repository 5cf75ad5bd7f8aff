import { BucketDeployStore } from './bucket-store';
import type { DeployStore } from './deploy-store';
import { folderStore } from './folder-store';
import { s3ClientFor, type S3Settings } from './s3-settings';

/** The bucket when one is set (STORE_S3_BUCKET, as the server reads it), else the folder. */
export function openDeployStore(dir: string, bucket: S3Settings | undefined): DeployStore {
  return bucket ? new BucketDeployStore(s3ClientFor(bucket), bucket.bucket) : folderStore(dir);
}

/** A store given as a folder path (the CLI's and tests' way so far) or as a store. */
export const deployStoreOf = (store: string | DeployStore): DeployStore =>
  typeof store === 'string' ? folderStore(store) : store;
