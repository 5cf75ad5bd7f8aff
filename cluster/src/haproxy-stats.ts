import { createConnection } from 'node:net';

/** One command on HAProxy's admin socket (its runtime API); answers what HAProxy wrote before closing. */
export function haproxyCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

export interface ServerStat {
  /** UP, DOWN, MAINT, "UP 1/2" (going down), "DOWN 1/2" (coming up), NOLB (draining by the balancer's hand) */
  status: string;
  /** connections open to it now */
  current: number;
  /** connections made to it so far */
  total: number;
  /** requests the balancer tried again (wretr) and sent to another server (wredis) */
  retries: number;
  redispatches: number;
}

/** What HAProxy knows of each server of a backend now (`show stat`), by server name. */
export async function serverStats(socketPath: string, backend = 'instances'): Promise<Map<string, ServerStat>> {
  const [header, ...rows] = (await haproxyCommand(socketPath, 'show stat')).trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  const stats = new Map<string, ServerStat>();
  for (const row of rows) {
    const cells = row.split(',');
    const server = at(cells, 'svname');
    if (at(cells, 'pxname') !== backend || server === 'BACKEND' || server === 'FRONTEND') continue;
    stats.set(server, {
      status: at(cells, 'status'),
      current: Number(at(cells, 'scur')),
      total: Number(at(cells, 'stot')),
      retries: Number(at(cells, 'wretr')),
      redispatches: Number(at(cells, 'wredis')),
    });
  }
  return stats;
}
