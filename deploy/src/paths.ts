import { join, resolve } from 'node:path';
import { REPO_ROOT } from '@dating/release-store';

/**
 * The store root (docs/CONVENTIONS.md): STORE_DIR, else <repo>/.data/store. A relative STORE_DIR means
 * relative to where the command was typed: pnpm runs the CLI inside deploy/ but keeps that folder in INIT_CWD.
 */
export function storeRoot(env: NodeJS.ProcessEnv = process.env, repoRoot = REPO_ROOT): string {
  return env.STORE_DIR ? resolve(env.INIT_CWD ?? process.cwd(), env.STORE_DIR) : join(repoRoot, '.data', 'store');
}
