import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The host build's web manifest with the installed app's name filled in from the site's settings (SITE_NAME, what
 * /api/settings.php answers as `name`), so the app installs under the site's name (docs/product.md §1), not the
 * name the build was given. Null when the build has no manifest.
 */
export async function webManifest(hostDir: string, siteName: string): Promise<string | null> {
  let built: string;
  try {
    built = await readFile(path.join(hostDir, WEB_MANIFEST_PATH.slice(1)), 'utf8');
  } catch {
    return null;
  }
  return JSON.stringify({ ...(JSON.parse(built) as object), name: siteName, short_name: siteName }, null, 2);
}
