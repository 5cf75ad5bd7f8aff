import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** cluster/haproxy.cfg: the configuration production and the launcher share, without its server lines. */
export const HAPROXY_TEMPLATE = path.resolve(__dirname, '..', 'haproxy.cfg');

const INSTANCES_LINE = /^([ \t]*)# @instances\b.*$/m;

export interface InstanceAddress {
  /** the name HAProxy logs and reports (`show stat`): i1, i2, … */
  name: string;
  host: string;
  port: number;
}

/** Instance i (1-based) of a machine's N listens on firstPort + i - 1: 8081, 8082, … behind a balancer on 8080. */
export function localInstances(count: number, firstPort: number, host = '127.0.0.1'): InstanceAddress[] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`the number of instances must be 1 or more, not ${count}`);
  return Array.from({ length: count }, (_, i) => ({ name: `i${i + 1}`, host, port: firstPort + i }));
}

/** The template with its "@instances" line replaced by one server line per instance. */
export function renderHaproxyConfig(template: string, instances: readonly InstanceAddress[]): string {
  const marker = INSTANCES_LINE.exec(template);
  if (!marker) throw new Error('the HAProxy template has no "# @instances" line to put the servers in');
  const indent = marker[1]!;
  const servers = instances.map(({ name, host, port }) => `${indent}server ${name} ${host}:${port}`).join('\n');
  return template.replace(INSTANCES_LINE, servers);
}

export async function haproxyConfig(instances: readonly InstanceAddress[]): Promise<string> {
  return renderHaproxyConfig(await readFile(HAPROXY_TEMPLATE, 'utf8'), instances);
}
