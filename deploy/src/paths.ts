import { join, resolve } from 'node:path';

/** The repository root: deploy/src → ../.. */
export const REPO_ROOT = resolve(__dirname, '..', '..');

/**
 * The store root (docs/CONVENTIONS.md): STORE_DIR, else <repo>/.data/store. A relative STORE_DIR means
 * relative to where the command was typed: pnpm runs the CLI inside deploy/ but keeps that folder in INIT_CWD.
 */
export function storeRoot(env: NodeJS.ProcessEnv = process.env, repoRoot = REPO_ROOT): string {
  return env.STORE_DIR ? resolve(env.INIT_CWD ?? process.cwd(), env.STORE_DIR) : join(repoRoot, '.data', 'store');
}

/** <store>/remotes/<name>/<version>/ — one immutable folder per published build. */
export const versionDir = (store: string, name: string, version: string) => join(store, 'remotes', name, version);

/** <store>/pointer/<channel>.json — 'production' is what the server answers at /remotes.json. */
export const pointerFile = (store: string, channel = 'production') => join(store, 'pointer', `${channel}.json`);
