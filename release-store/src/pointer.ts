import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Pointer, validate, type Canary, type PointerEntry, type VersionRef } from '@dating/contract';
import { writeFileAtomic, type AtomicFs } from './atomic-write';
import { pointerFile } from './paths';

export type { Canary, Pointer, PointerEntry, VersionRef };

/** The URL the host registers a remote version by (the server maps /remotes/ onto <store>/remotes/). */
export const manifestUrl = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

export const pointerEntry = (name: string, version: string): PointerEntry => ({
  version,
  entry: manifestUrl(name, version),
});

export function readPointer(store: string, channel = 'production'): Pointer {
  const file = pointerFile(store, channel);
  if (!existsSync(file)) return { revision: 0, remotes: {} };
  return parsePointer(readFileSync(file, 'utf8'), file);
}

/** A pointer file's text, checked against the contract; `where` names it in the error. */
export function parsePointer(text: string, where: string): Pointer {
  const [error, parsed] = validate(JSON.parse(text), Pointer);
  // A damaged pointer read as empty would let the next promote write one remote and drop all the others.
  if (error) throw new Error(`${where} is not a pointer file: ${error.message}`);
  return { revision: parsed.revision ?? 0, remotes: { ...parsed.remotes } };
}

/** The pointer as written to the store: remotes sorted by name, so a diff shows only what changed. */
export function pointerText(pointer: Pointer): string {
  const sorted: Pointer = {
    ...(pointer.revision !== undefined ? { revision: pointer.revision } : {}),
    remotes: Object.fromEntries(Object.entries(pointer.remotes).sort(([a], [b]) => a.localeCompare(b))),
  };
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Replaces the pointer in one step: a page fetching /remotes.json meanwhile gets the old or the new. */
export function writePointer(store: string, pointer: Pointer, channel = 'production', fs?: AtomicFs): void {
  const file = pointerFile(store, channel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, pointerText(pointer), fs);
}
