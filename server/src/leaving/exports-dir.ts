import path from 'node:path';

/**
 * Finished data exports live beside the media folder (<dataDir>/exports), never inside it: /media is served to
 * anyone, an export only to its owner through GET /api/data_export.php?download=1. In a bucket they are under
 * exports/, beside media/ (objects/media-stores.ts).
 */
export const exportsDirOf = (mediaDir: string): string => path.join(path.dirname(mediaDir), 'exports');

/** A zip's key in the exports store from its stored name: ours (random hex), checked all the same. */
export function exportKeyOf(fileName: string): string {
  if (!/^[0-9a-f]{32}\.zip$/.test(fileName)) throw new Error(`Not an export file name: ${fileName}`);
  return fileName;
}
