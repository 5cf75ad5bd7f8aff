import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ObjectStore } from '../objects/object-store';
import type { MemberData, PhotoFile } from './member-data';

/**
 * Writes the export zip: data.json (deflated) and every photo as stored (already compressed images, so kept as
 * they are rather than deflated again). fflate streams, so a member with many photos never holds them all in
 * memory. Written to a temporary name and renamed: a download never meets half a file.
 * `progress` is told the share of photos written (0..1) after each.
 */
export async function writeExportZip(
  target: string,
  content: { data: MemberData; photos: PhotoFile[]; media: ObjectStore },
  progress: (share: number) => Promise<void>,
): Promise<number> {
  const partial = `${target}.part`;
  const out = createWriteStream(partial);
  let size = 0;
  const finished = new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.on('finish', resolve);
  });
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    size += chunk.length;
    out.write(chunk);
    if (final) out.end();
  });
  try {
    const json = new ZipDeflate('data.json', { level: 6 });
    zip.add(json);
    json.push(new TextEncoder().encode(JSON.stringify(content.data, null, 2)), true);

    for (const [n, photo] of content.photos.entries()) {
      const entry = new ZipPassThrough(photo.zipName);
      zip.add(entry);
      // A row whose file is missing still gives an (empty) entry: the member sees which photo it was.
      const source = await content.media.open(photo.filename);
      if (source) for await (const chunk of source.body) entry.push(chunk as Uint8Array);
      entry.push(new Uint8Array(0), true);
      await progress((n + 1) / content.photos.length);
    }
    zip.end();
    await finished;
    await rename(partial, target);
    return size;
  } catch (err) {
    zip.terminate();
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}
