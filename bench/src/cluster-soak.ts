import type { RunningCluster } from '@dating/cluster';
import { runLoad, type LoadFigures } from './load';

export interface MemorySample {
  /** seconds since the soak began */
  at: number;
  /** each instance's resident memory, by name, in bytes */
  rss: Map<string, number>;
}

export interface SoakFigures {
  load: LoadFigures;
  samples: MemorySample[];
}

const SAMPLE_EVERY_MS = 10_000;

/**
 * `members` members online, each polling the trio once every `intervalSeconds` (docs/product.md §9: pages poll on a
 * timer), for `seconds`, through the balancer: a steady rate of members × 3 / interval requests a second, each as
 * the next member with the ETag of that member's last answer (the first poll of each comes in full). Each instance's
 * memory is read at the start, every 10 s, and at the end.
 */
export async function soak(
  cluster: RunningCluster,
  cookies: string[],
  options: { paths: string[]; intervalSeconds: number; seconds: number; connections: number },
): Promise<SoakFigures> {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const sample = async () => {
    const rss = new Map<string, number>();
    for (const instance of cluster.instances) rss.set(instance.name, await instance.rss());
    samples.push({ at: (performance.now() - started) / 1000, rss });
  };
  await sample();
  const timer = setInterval(() => void sample(), SAMPLE_EVERY_MS);
  try {
    const load = await runLoad(cluster.url, options.paths, {
      cookies,
      seconds: options.seconds,
      connections: options.connections,
      conditional: true,
      overallRate: Math.round((cookies.length * options.paths.length) / options.intervalSeconds),
    });
    await sample();
    return { load, samples };
  } finally {
    clearInterval(timer);
  }
}

/** The sample nearest `seconds` into the soak. */
export const sampleAt = (samples: MemorySample[], seconds: number) =>
  samples.reduce((best, s) => (Math.abs(s.at - seconds) < Math.abs(best.at - seconds) ? s : best));
