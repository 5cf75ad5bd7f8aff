import { join, resolve } from 'node:path';

/**
 * The repository root: release-store/src → ../.. (in the server's bundle server/dist → ../.., the same root), where
 * the operations read the host's package.json and build.
 */
export const REPO_ROOT = resolve(__dirname, '..', '..');

/** <store>/remotes/<name>/<version>/ — one immutable folder per published build. */
export const versionDir = (store: string, name: string, version: string) => join(store, 'remotes', name, version);

/** <store>/pointer/<channel>.json — 'production' is what the server answers at /remotes.json. */
export const pointerFile = (store: string, channel = 'production') => join(store, 'pointer', `${channel}.json`);
