import { prepareTemplate } from './helpers/test-db';

/**
 * Before any test file: the migrated PGlite template (helpers/test-db.ts). On a fresh machine the first file of
 * each run used to make it inside its beforeAll: an initdb, every migration and the dump, over 30 s when the
 * machine was busy, and that file's tests all failed on the hook's time limit. On PostgreSQL each file migrates
 * a schema of its own instead.
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await prepareTemplate();
}
