import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below a folder, none when it does not exist: what an instance left on its own disk. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
