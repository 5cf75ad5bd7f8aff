import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { GC_PATH } from './bench-routes';
import type { ServerDbSpec } from './database';

export interface ServerProcess {
  base: string;
  pid: number;
  /** resident memory of the server process now, in bytes (Linux /proc) */
  rss(): Promise<number>;
  /** the server's memory after a full garbage collection (api-server.ts GC_PATH) */
  settledMemory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/**
 * Starts bench/src/api-server.ts in a node process of its own (no tsx wrapper: its pid is the server's).
 * BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
 */
export async function startServerProcess(spec: ServerDbSpec & { workDir: string }): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--expose-gc',
      '--import',
      'tsx',
      require.resolve('./api-server'),
    ],
    {
      env: { ...process.env, BENCH_SERVER: JSON.stringify(spec) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bench server ended with ${code} before listening`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const rss = async () => {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  };
  return {
    base,
    pid: child.pid!,
    rss,
    async settledMemory() {
      const res = await fetch(base + GC_PATH, { method: 'POST' });
      if (!res.ok) throw new Error(`${GC_PATH} answered ${res.status}`);
      return (await res.json()) as NodeJS.MemoryUsage;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
