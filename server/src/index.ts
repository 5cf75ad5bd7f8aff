/** What other workspace packages (e2e, deploy, scripts) may use of the server. */
export { buildApp, type AppOptions } from './app';
export { openDb, type Db, type DbOptions } from './db/connect';
export { migrateToLatest } from './db/migrate';
export { pathsFromEnv, mediaDirOf } from './config';
export { runSeed, type SeedOptions, type SeedResult } from './seed/run-seed';
export { DirectoryStore } from './objects/directory-store';
export { DEMO_EMAIL, DEMO_PASSWORD } from './seed/demo';
export { spendCredits, writeLedger } from './credits/ledger';
export { createSseParser, openEventStream, type OpenEventStream, type SseMessage } from './realtime/sse-client';
export { createSession } from './auth/sessions';
export { insertConversations, type SeedConversation } from './seed/conversations';
