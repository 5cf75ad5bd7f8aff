import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { InstanceAddress } from './haproxy-config';
import { pipePrefixed } from './prefixed-output';

/** server/: the instances run its built dist/main.js there, as the systemd unit dating@.service does. */
const SERVER_DIR = path.resolve(__dirname, '..', '..', 'server');

export interface InstanceProcess extends InstanceAddress {
  url: string;
  pid: number;
  /** resolves with the exit code (null after a signal) once the process has ended */
  exited: Promise<number | null>;
  running(): boolean;
  /** resident memory of the process now, in bytes (Linux /proc) */
  rss(): Promise<number>;
  /** SIGTERM: drains for DRAIN_SECONDS, then closes (server/src/main.ts); SIGINT closes at once. Waits for the end. */
  stop(signal?: 'SIGTERM' | 'SIGINT'): Promise<void>;
}

/** The built server (server/rspack.config.js), which production runs: `pnpm --filter @dating/server build`. */
export const BUILT_SERVER = path.join(SERVER_DIR, 'dist', 'main.js');

/**
 * One instance of the site: `node dist/main.js` in server/ (the built server, as the systemd unit runs it), with no
 * wrapper between (its pid is the server's, so a signal reaches it as systemd's would), listening on the address's
 * port.
 */
export function startInstance(address: InstanceAddress, env: NodeJS.ProcessEnv, output: Writable): InstanceProcess {
  if (!existsSync(BUILT_SERVER))
    throw new Error(`${BUILT_SERVER} is missing: build the server first (pnpm --filter @dating/server build)`);
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, HOST: address.host, PORT: String(address.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // a process group of its own: a Ctrl-C in the launcher's terminal reaches the launcher only, which then
    // stops each process in its order
    detached: true,
  });
  pipePrefixed(child.stdout, address.name, output);
  pipePrefixed(child.stderr, address.name, output);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    ...address,
    url: `http://${address.host}:${address.port}`,
    pid: child.pid!,
    exited,
    running,
    async rss() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    async stop(signal = 'SIGTERM') {
      if (running()) child.kill(signal);
      await exited;
    },
  };
}

/** Polls the instance's own /readyz until it answers 200; fails when the process ends first or time runs out. */
export async function waitUntilReady(instance: InstanceProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (!instance.running()) throw new Error(`instance ${instance.name} ended (${await instance.exited}) before ready`);
    const status = await fetch(`${instance.url}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance ${instance.name} was not ready on ${instance.url} within ${timeoutMs} ms`);
}
