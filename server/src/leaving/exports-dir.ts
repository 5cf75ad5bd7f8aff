import path from 'node:path';

/**
 * Finished data exports live beside the media folder (<dataDir>/exports), never inside it: /media is served to
 * anyone, an export only to its owner through GET /api/data_export.php?download=1.
 */
export const exportsDirOf = (mediaDir: string): string => path.join(path.dirname(mediaDir), 'exports');

/** A zip's path from its stored name; the name is ours (random hex), so it cannot climb out of the folder. */
export function exportFilePath(exportsDir: string, fileName: string): string {
  if (!/^[0-9a-f]{32}\.zip$/.test(fileName)) throw new Error(`Not an export file name: ${fileName}`);
  return path.join(exportsDir, fileName);
}
