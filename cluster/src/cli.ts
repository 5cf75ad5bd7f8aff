import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './launch';

const USAGE = `Usage (in cluster/): node --import tsx src/cli.ts --instances N [--port 8080]
(scripts/start --instances N builds, seeds and runs it.)
Starts N instances of the site on ports port+1 … port+N and HAProxy on port, waits until HAProxy counts every
instance up, and stays in the foreground. Ctrl-C stops everything at once; SIGTERM lets each instance drain first.
The instances share this environment: DATABASE_URL and REDIS_URL (both required), DATA_DIR and STORE_DIR (media
and the remote store, one place for all), DRAIN_SECONDS (default 5), HOST (default 127.0.0.1), and the rest of
the server's settings (server/README.md).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      instances: { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.instances) return void console.log(USAGE);
  // Each instance on an embedded database of its own, or counting limits in its own memory, would be N sites.
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} must be set: the instances share them`);

  const port = Number(values.port);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '..', '..', '.data'));
  const cluster = await startCluster({
    instances: Number(values.instances),
    port,
    host: process.env.HOST ?? '127.0.0.1',
    env: { DATA_DIR: dataDir, STORE_DIR: process.env.STORE_DIR ?? path.join(dataDir, 'store') },
    runDir: path.join(dataDir, 'cluster'),
  });
  const ports = cluster.instances.map((i) => i.port).join(', ');
  console.log(`serving on ${cluster.url}: HAProxy in front of ${cluster.instances.length} instances (ports ${ports})`);

  let stopping: Promise<void> | undefined;
  const stopAll = (signal: 'SIGINT' | 'SIGTERM') => (stopping ??= cluster.stop(signal));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(signal === 'SIGINT' ? 'stopping' : 'stopping: each instance drains first');
      void stopAll(signal).then(() => process.exit(0));
    });
  }
  // An instance or HAProxy that ends by itself ends the launcher: half a site is not what was asked for.
  const firstEnd = await Promise.race([
    ...cluster.instances.map((i) => i.exited.then((code) => `instance ${i.name} ended (${code})`)),
    cluster.balancer.exited.then((code) => `HAProxy ended (${code})`),
  ]);
  if (stopping) return; // asked to stop: the signal's handler ends the launcher
  console.error(`${firstEnd}: stopping the rest`);
  await stopAll('SIGINT');
  process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
