import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { haproxyConfig, type InstanceAddress } from './haproxy-config';
import { serverStats, type ServerStat } from './haproxy-stats';
import { pipePrefixed } from './prefixed-output';

/** Debian installs it in /usr/sbin, which is on root's PATH but not always on a developer's. */
export const HAPROXY_BINARY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export interface BalancerProcess {
  url: string;
  pid: number;
  /** the runtime API's socket (show stat, disable server, …) */
  socketPath: string;
  exited: Promise<number | null>;
  running(): boolean;
  /** each instance as HAProxy sees it now, by server name */
  stats(): Promise<Map<string, ServerStat>>;
  stop(): Promise<void>;
}

/**
 * HAProxy in the foreground (-db) with cluster/haproxy.cfg and one server line per instance, written into runDir
 * with its admin socket. DATING_LAUNCHER_DIR switches the template's few launcher lines (see haproxy.cfg).
 */
export async function startBalancer(options: {
  host: string;
  port: number;
  instances: readonly InstanceAddress[];
  runDir: string;
  output: Writable;
}): Promise<BalancerProcess> {
  const configPath = path.join(options.runDir, 'haproxy.cfg');
  await writeFile(configPath, await haproxyConfig(options.instances));
  const env = {
    ...process.env,
    DATING_LAUNCHER_DIR: options.runDir,
    DATING_BALANCER_BIND: `${options.host}:${options.port}`,
  };
  const child = spawn(HAPROXY_BINARY, ['-db', '-f', configPath], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // as the instances (instance-process.ts)
  });
  pipePrefixed(child.stdout, 'haproxy', options.output);
  pipePrefixed(child.stderr, 'haproxy', options.output);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (err) => {
      options.output.write(`[haproxy] ${err.message} (is Debian's haproxy package installed?)\n`);
      resolve(-1);
    });
  });
  const socketPath = path.join(options.runDir, 'admin.sock');
  const running = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    url: `http://${options.host}:${options.port}`,
    pid: child.pid ?? 0,
    socketPath,
    exited,
    running,
    stats: () => serverStats(socketPath),
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until HAProxy's own health checks (GET /readyz) count every instance as UP. */
export async function waitUntilAllUp(balancer: BalancerProcess, count: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  let seen = 'no answer on its admin socket';
  while (Date.now() < end) {
    const stats = await balancer.stats().catch(() => undefined);
    if (stats) {
      const states = [...stats.values()].map((s) => s.status);
      if (states.length === count && states.every((s) => s === 'UP')) return;
      seen = [...stats].map(([name, s]) => `${name} ${s.status}`).join(', ');
    }
    const ended = await Promise.race([balancer.exited, new Promise((r) => setTimeout(() => r(undefined), 200))]);
    if (ended !== undefined) throw new Error(`HAProxy ended (${ended}) before every instance was up`);
  }
  throw new Error(`HAProxy did not see all ${count} instances up within ${timeoutMs} ms: ${seen}`);
}
