import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const SERVER_DIR = path.resolve(__dirname, '..', '..', 'server');

/**
 * The seed CLI (server/src/seed/cli.ts) with these arguments, in a process of its own, as an operator seeds a site:
 * on DATABASE_URL and DATA_DIR of `env`. It runs the migrations first, under the same advisory lock as instances
 * starting beside it. Fails with the CLI's output when it fails.
 */
export async function seedSite(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    maxBuffer: 16 << 20,
  });
}
