import path from 'node:path';

/** The repository root: server/src/.. /.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Where things live on disk and how to reach the database, from the environment (docs/CONVENTIONS.md). */
export interface Paths {
  dataDir: string;
  storeDir: string;
  hostDir: string;
  /** PGlite folder; unused when databaseUrl is set */
  pgliteDir: string;
  databaseUrl?: string;
}

export function pathsFromEnv(env: NodeJS.ProcessEnv = process.env): Paths {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    dataDir,
    storeDir: path.resolve(env.STORE_DIR ?? path.join(dataDir, 'store')),
    hostDir: path.resolve(env.HOST_DIST ?? path.join(REPO_ROOT, 'host', 'dist')),
    pgliteDir: env.PGLITE_DIR ?? path.join(dataDir, 'db'),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

export const mediaDirOf = (dataDir: string) => path.join(dataDir, 'media');
