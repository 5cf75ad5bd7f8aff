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
  const hash = folderHash();
  for (const file of listFiles(dir)) hash.add(file, readFileSync(join(dir, file)));
  return hash.digest();
}

/** contentHash of a folder kept elsewhere (a bucket's prefix): its files' paths, and a way to read their bytes. */
export async function contentHashOf(files: string[], read: (file: string) => Promise<Uint8Array>): Promise<string> {
  const hash = folderHash();
  for (const file of [...files].sort()) hash.add(file, await read(file));
  return hash.digest();
}

function folderHash() {
  const hash = createHash('sha256');
  return {
    add(file: string, bytes: Uint8Array) {
      hash.update(file).update('\0');
      hash.update(bytes).update('\0');
    },
    digest: () => hash.digest('hex'),
  };
}
