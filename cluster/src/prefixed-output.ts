import type { Readable, Writable } from 'node:stream';
import { createInterface } from 'node:readline';

/** Copies a child's output to `to` line by line, each line led by the child's name, so N processes stay legible. */
export function pipePrefixed(from: Readable | null, name: string, to: Writable): void {
  if (!from) return;
  createInterface({ input: from }).on('line', (line) => to.write(`[${name}] ${line}\n`));
}
