import { parseArgs } from 'node:util';
import { haproxyConfig, localInstances } from './haproxy-config';

const USAGE = `Usage: pnpm --silent --filter @dating/cluster haproxy-config -- --instances N [--first-port P] [--host H]
Prints cluster/haproxy.cfg with one server line per instance: ports P … P+N-1 (P default 8081) on host H (default
127.0.0.1). Production writes it to /etc/haproxy/haproxy.cfg for Debian's haproxy.service.`;

async function main(): Promise<void> {
  // pnpm passes the '--' separator through
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      instances: { type: 'string' },
      'first-port': { type: 'string', default: '8081' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.instances) return void console.log(USAGE);
  const instances = localInstances(Number(values.instances), Number(values['first-port']), values.host);
  process.stdout.write(await haproxyConfig(instances));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
