import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic, type AtomicFs } from './atomic-write';
import { pointerFile } from './paths';

export interface VersionRef {
  version: string;
  entry: string;
}
/** A canary: this version goes to visitors whose bucket (0..99) is below percent, from `since` on. */
export interface Canary extends VersionRef {
  percent: number;
  since: string;
}
export interface PointerEntry extends VersionRef {
  canary?: Canary;
}
export interface Pointer {
  /** bumped by every write; promote writes only when it is still the one it read (compare-and-swap) */
  revision?: number;
  remotes: Record<string, PointerEntry>;
}

/** The URL the host registers a remote version by (the server maps /remotes/ onto <store>/remotes/). */
export const manifestUrl = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

export const pointerEntry = (name: string, version: string): PointerEntry => ({ version, entry: manifestUrl(name, version) });

export function readPointer(store: string, channel = 'production'): Pointer {
  const file = pointerFile(store, channel);
  if (!existsSync(file)) return { revision: 0, remotes: {} };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Pointer>;
  return { revision: typeof parsed.revision === 'number' ? parsed.revision : 0, remotes: { ...(parsed.remotes ?? {}) } };
}

/** Replaces the pointer in one step: a page fetching /remotes.json meanwhile gets the old or the new. */
export function writePointer(store: string, pointer: Pointer, channel = 'production', fs?: AtomicFs): void {
  const file = pointerFile(store, channel);
  mkdirSync(dirname(file), { recursive: true });
  const sorted: Pointer = { ...(pointer.revision !== undefined ? { revision: pointer.revision } : {}), remotes: Object.fromEntries(Object.entries(pointer.remotes).sort(([a], [b]) => a.localeCompare(b))) };
  writeFileAtomic(file, `${JSON.stringify(sorted, null, 2)}\n`, fs);
}
