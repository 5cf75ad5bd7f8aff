import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file a URL path names inside root, or null when it escapes root, names a dotfile or a folder, or does
 * not exist. Checked before handing the path to @fastify/static so that a miss is ours to answer (a 404 with
 * no-store, or the app shell) rather than a generic not-found.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  const relative = segments.join('/');
  if (!relative) return null;
  const full = path.join(root, relative);
  if (!full.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? relative : null;
  } catch {
    return null;
  }
}
