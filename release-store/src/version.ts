/** Hex characters of the content hash kept in a version name: 48 bits, no collisions among one remote's builds. */
export const HASH_LENGTH = 12;

/**
 * A published version: the package version plus the dist's content hash, e.g. '0.1.0-3f9c2a7b1d04'.
 * Rebuilding unchanged code gives the same name (nothing new to publish); any change gives a new one,
 * even when nobody bumped the package version.
 */
export function versionName(packageVersion: string, distHash: string): string {
  if (!/^[0-9a-f]+$/.test(distHash) || distHash.length < HASH_LENGTH)
    throw new Error(`Not a content hash: ${distHash}`);
  if (!/^[0-9A-Za-z.+-]+$/.test(packageVersion)) throw new Error(`Unusable package version: ${packageVersion}`);
  return `${packageVersion}-${distHash.slice(0, HASH_LENGTH)}`;
}

/** A version name is a single safe path segment (it becomes a folder and a URL part). */
export function isVersionName(value: string): boolean {
  return /^[0-9A-Za-z][0-9A-Za-z.+-]*-[0-9a-f]{12}$/.test(value);
}
