export { publishAll, type PublishAllOptions, type PublishOutcome } from './publish-all';
export { publishRemote } from './publish-remote';
export { storeRoot } from './paths';
export { findRemotes, type RemotePackage } from './workspace';
