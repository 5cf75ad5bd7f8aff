import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file below dir, as sorted forward-slash paths relative to it. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * A hash of a folder's names and bytes: the same build gives the same hash wherever and whenever it
 * was made, and any changed, added or removed file gives another. Source maps count too — they are
 * served from the same folder.
 */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file).update('\0');
    hash.update(readFileSync(join(dir, file))).update('\0');
  }
  return hash.digest('hex');
}
