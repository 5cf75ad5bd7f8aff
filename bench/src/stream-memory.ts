import { EVENT_STREAM_PATH } from '@dating/contract';
import { openEventStream, type OpenEventStream } from '@dating/server';
import type { ServerProcess } from './server-process';

const STREAMS = Number(process.env.BENCH_MEMORY_STREAMS ?? 1000);

/**
 * What one open event stream costs the server: its JavaScript heap and the memory outside it (socket buffers)
 * with STREAMS streams open (several pages per polling member) minus without, each after a full garbage
 * collection, divided by STREAMS. In bytes. (Resident memory would not show it: a heap grown by the load before
 * is not given back, so new streams fit into it.)
 */
export async function streamMemory(server: ServerProcess, cookies: string[]): Promise<number> {
  const held = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  const before = held(await server.settledMemory());
  const streams: OpenEventStream[] = [];
  try {
    for (let i = 0; i < STREAMS; i++) {
      const stream = await openEventStream(server.base + EVENT_STREAM_PATH, { cookie: cookies[i % cookies.length] });
      if (stream.status !== 200) throw new Error(`event stream answered ${stream.status}`);
      streams.push(stream);
    }
    return (held(await server.settledMemory()) - before) / STREAMS;
  } finally {
    for (const stream of streams) stream.close();
  }
}
