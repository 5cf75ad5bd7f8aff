import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file as the deploy tool and the stores do (beside it, then renamed over it), so the app, which reads
 * the store's pointer every 250 ms, never meets half a file. A plain writeFile truncates first: a read in between
 * found '' and logged 'Unexpected end of JSON input'.
 */
export async function writeWhole(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, content);
  await rename(partial, file);
}
