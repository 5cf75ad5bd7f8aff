export { publishAll, type PublishAllOptions, type PublishOutcome } from './publish-all';
export { publishVersion, type PublishResult } from './store';
export { readPointer, writePointer, pointerEntry, manifestUrl, type Pointer, type PointerEntry } from './pointer';
export { versionName, isVersionName } from './version';
export { contentHash } from './content-hash';
export { storeRoot, versionDir, pointerFile } from './paths';
export { findRemotes, type RemotePackage } from './workspace';
