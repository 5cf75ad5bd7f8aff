export { publishVersion, type PublishResult } from './store';
export {
  readPointer,
  writePointer,
  parsePointer,
  pointerText,
  pointerEntry,
  manifestUrl,
  type Pointer,
  type PointerEntry,
  type VersionRef,
  type Canary,
} from './pointer';
export { versionName, isVersionName } from './version';
export { contentHash } from './content-hash';
export { REPO_ROOT, versionDir, pointerFile } from './paths';
export {
  commitPointer,
  readHistory,
  historyFile,
  PointerChangedError,
  type HistoryEntry,
  type HistoryDraft,
  type HistoryFilter,
} from './cas';
export type { DeployStore, VersionFiles } from './deploy-store';
export { folderStore, listVersions } from './folder-store';
export { BucketDeployStore } from './bucket-store';
export { openDeployStore, deployStoreOf } from './open-store';
export { s3ClientFor, s3SettingsFromEnv, type S3Settings } from './s3-settings';
export { awsS3 } from './aws-s3';
export { isNotFound, isPreconditionFailed } from './s3-errors';
export { BUCKET_COOKIE, parseBucket, newBucket, inCanary, pointerForBucket } from './canary';
export {
  verifyVersion,
  parseManifest,
  checkExposes,
  checkShared,
  checkAssets,
  manifestAssets,
  hostModulesOf,
  hostRanges,
  type MfManifest,
} from './verify';
export {
  fitProblems,
  readNeeds,
  readProvides,
  storedFit,
  versionFitProblems,
  PROVIDES_FILE,
  type StoredFit,
} from './fit';
export {
  promote,
  rollback,
  checkHost,
  autoRollbackCanary,
  status,
  previousKnownGood,
  type OpResult,
  type OpContext,
  type RemoteStatus,
} from './operations';
