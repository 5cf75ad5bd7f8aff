import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { openUntrackedTestDb, type TestDb } from './test-db';
import { HttpClient } from './http-client';
import { tracked } from './left-open';
import { failingOnErrorLog } from './log-lines';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb['db'];
  baseUrl: string;
  /** a temp folder holding data/, store/ and host/ for this app */
  root: string;
  dataDir: string;
  storeDir: string;
  hostDir: string;
  client(): HttpClient;
  close(): Promise<void>;
}

/**
 * The real app on an ephemeral port with its own database and folders; tests talk to it over HTTP.
 * `listenHost` (default 127.0.0.1): '0.0.0.0' or '::' to be reachable from this machine's other addresses.
 */
export function startTestApp(
  options: Partial<Omit<AppOptions, 'db'>> & { listenHost?: string } = {},
): Promise<TestApp> {
  return tracked('an app (startTestApp)', start(options));
}

async function start(options: Partial<Omit<AppOptions, 'db'>> & { listenHost?: string }): Promise<TestApp> {
  const { listenHost = '127.0.0.1', ...appOptions } = options;
  const testDb = await openUntrackedTestDb();
  const root = await mkdtemp(path.join(tmpdir(), 'dating-server-test-'));
  const dataDir = appOptions.dataDir ?? path.join(root, 'data');
  const storeDir = appOptions.storeDir ?? path.join(root, 'store');
  const hostDir = appOptions.hostDir ?? path.join(root, 'host');
  let app: FastifyInstance;
  try {
    app = await buildApp({
      devTools: false,
      logger: failingOnErrorLog(),
      ...appOptions,
      db: testDb.db,
      dataDir,
      storeDir,
      hostDir,
    });
    // a start that fails (an onReady hook) must not leave the app's workers and timers running past the file
    await app.listen({ host: listenHost, port: 0 }).catch(async (err: unknown) => {
      await app.close();
      throw err;
    });
  } catch (err) {
    await testDb.close();
    await rm(root, { recursive: true, force: true });
    throw err;
  }
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    db: testDb.db,
    baseUrl,
    root,
    dataDir,
    storeDir,
    hostDir,
    client: () => new HttpClient(baseUrl),
    close: async () => {
      await app.close();
      await testDb.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The folders of an app under `root`: data/, store/ and host/. */
export const appFolders = (root: string) => ({
  dataDir: path.join(root, 'data'),
  storeDir: path.join(root, 'store'),
  hostDir: path.join(root, 'host'),
});

export interface OtherInstance {
  app: FastifyInstance;
  baseUrl: string;
  client(): HttpClient;
  close(): Promise<void>;
}

/**
 * A second instance of the app on the first one's database, with folders of its own, as behind a balancer
 * (docs/architecture.md, Several instances). Closing it leaves the first and the database open. It is also the cheap
 * way to try another setting: an app costs a fraction of a second, a fresh database one to two seconds of CPU.
 */
export function startOtherInstance(
  first: TestApp,
  options: Partial<Omit<AppOptions, 'db'>> & { listenHost?: string } = {},
): Promise<OtherInstance> {
  return tracked('another instance (startOtherInstance)', startOther(first, options));
}

async function startOther(
  first: TestApp,
  options: Partial<Omit<AppOptions, 'db'>> & { listenHost?: string },
): Promise<OtherInstance> {
  const { listenHost = '127.0.0.1', ...appOptions } = options;
  const root = await mkdtemp(path.join(tmpdir(), 'dating-server-test-'));
  let app: FastifyInstance;
  try {
    app = await buildApp({
      devTools: false,
      logger: failingOnErrorLog(),
      ...appFolders(root),
      ...appOptions,
      db: first.db,
    });
    await app.listen({ host: listenHost, port: 0 }).catch(async (err: unknown) => {
      await app.close();
      throw err;
    });
  } catch (err) {
    await rm(root, { recursive: true, force: true });
    throw err;
  }
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    app,
    baseUrl,
    client: () => new HttpClient(baseUrl),
    close: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
