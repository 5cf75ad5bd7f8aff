import { mkdir } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { startBalancer, waitUntilAllUp, type BalancerProcess } from './balancer-process';
import { localInstances } from './haproxy-config';
import { startInstance, waitUntilReady, type InstanceProcess } from './instance-process';

export interface ClusterOptions {
  /** how many instances of the site */
  instances: number;
  /** where the balancer listens (8080 under scripts/start) */
  port: number;
  /** instance i (1-based) listens on firstInstancePort + i - 1; default port + 1 */
  firstInstancePort?: number;
  /** the address the balancer and the instances listen on; default 127.0.0.1 */
  host?: string;
  /**
   * What every instance shares: DATABASE_URL, REDIS_URL, DATA_DIR and STORE_DIR (one place for media and the
   * store), DRAIN_SECONDS, … on top of this process's environment. TRUST_PROXY=1 always; ALLOWED_HOSTS defaults
   * to the balancer's address, the one links in mails must name.
   */
  env?: NodeJS.ProcessEnv;
  /** a folder of the launcher's: the generated haproxy.cfg and HAProxy's admin socket */
  runDir: string;
  /** every process's output, each line led by its name; default: this process's stdout */
  output?: Writable;
  /** how long the instances (migrations first) and the balancer's checks may take; default 90 s */
  readyTimeoutMs?: number;
}

export interface RunningCluster {
  /** the balancer: the site's address */
  url: string;
  instances: InstanceProcess[];
  balancer: BalancerProcess;
  /**
   * Stops every instance still running with `signal` (SIGTERM: each drains for DRAIN_SECONDS while HAProxy still
   * routes around it; SIGINT: at once), then HAProxy. Waits for all of them.
   */
  stop(signal?: 'SIGTERM' | 'SIGINT'): Promise<void>;
}

/**
 * Starts N instances of the site and HAProxy in front of them, each in a process of its own, and waits until
 * each instance answers /readyz and HAProxy's health checks count them all as up. HAProxy starts once the
 * instances are ready, so its first checks already pass. Nothing is left running when the start fails.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const host = options.host ?? '127.0.0.1';
  const output = options.output ?? process.stdout;
  const timeoutMs = options.readyTimeoutMs ?? 90_000;
  const addresses = localInstances(options.instances, options.firstInstancePort ?? options.port + 1, host);
  const env: NodeJS.ProcessEnv = {
    ALLOWED_HOSTS: `${host}:${options.port},localhost:${options.port}`,
    DRAIN_SECONDS: '5',
    ...options.env,
    TRUST_PROXY: '1',
  };
  await mkdir(options.runDir, { recursive: true });

  const instances = addresses.map((address) => startInstance(address, env, output));
  let balancer: BalancerProcess | undefined;
  // A launcher that ends any other way (an uncaught error, process.exit) takes its children with it.
  const killOnExit = () => {
    for (const child of [...instances, ...(balancer ? [balancer] : [])]) {
      if (child.running()) process.kill(child.pid, 'SIGKILL');
    }
  };
  process.once('exit', killOnExit);
  const stop = async (signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM') => {
    await Promise.all(instances.map((instance) => instance.stop(signal)));
    await balancer?.stop();
    process.removeListener('exit', killOnExit);
  };

  try {
    await Promise.all(instances.map((instance) => waitUntilReady(instance, timeoutMs)));
    balancer = await startBalancer({ host, port: options.port, instances: addresses, runDir: options.runDir, output });
    await waitUntilAllUp(balancer, instances.length, timeoutMs);
  } catch (err) {
    await stop('SIGINT');
    throw err;
  }
  return { url: balancer.url, instances, balancer, stop };
}
