import { randomInt } from 'node:crypto';
import type { Pointer, ServedPointer, VersionRef } from '@dating/contract';

export const BUCKET_COOKIE = 'mf_bucket';

/** A visitor's bucket from the cookie, or undefined when it is missing or not an integer 0..99. */
export function parseBucket(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

export const newBucket = (): number => randomInt(0, 100);

/** Bucket 0..99 gets the canary when it is below the percent: 10 % is buckets 0..9, stable per visitor. */
export const inCanary = (bucket: number, percent: number): boolean => bucket < percent;

/** The pointer as one visitor sees it: for each remote the canary or the stable version, nothing else. */
export function pointerForBucket(pointer: Pointer, bucket: number): ServedPointer {
  const remotes: Record<string, VersionRef> = {};
  for (const [name, entry] of Object.entries(pointer.remotes)) {
    const chosen = entry.canary && inCanary(bucket, entry.canary.percent) ? entry.canary : entry;
    remotes[name] = { version: chosen.version, entry: chosen.entry };
  }
  return { remotes };
}
