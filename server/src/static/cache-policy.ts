/** Cache-Control values, one per kind of file, so every part of the server says the same thing. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** May be stored, but must be revalidated (ETag / Last-Modified) before each use. */
export const REVALIDATE = 'no-cache';
/** Error answers: a file missing now may be published a second later. */
export const NO_STORE = 'no-store';
export const MEDIA_UNHASHED = 'public, max-age=86400';

/**
 * A file whose name carries a content hash (`main.3f9a1c2b.js`, `chunk-5e0c77aa91.css`, a sha256 media
 * name): its bytes can never change under that name, so browsers may keep it for a year.
 */
export function isHashedName(filename: string): boolean {
  return /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i.test(filename) || /(^|\/)[0-9a-f]{16,}[^/]*$/i.test(filename);
}
