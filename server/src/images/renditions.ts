import type { Sharp } from 'sharp';
import { PHOTO_RENDITION_WIDTHS, type PhotoRendition } from '@dating/contract';
import type { ObjectStore } from '../objects/object-store';

/** One narrower size of a photo, encoded, before it has a name. */
export interface EncodedRendition {
  width: number;
  data: Buffer;
}

/** A rendition's file beside the photo's: `uploads/<sha256>.webp` → `uploads/<sha256>-480w.webp`. */
export const renditionName = (filename: string, width: number): string =>
  `${filename.replace(/\.webp$/, '')}-${width}w.webp`;

/** Every file a photo's renditions can have, made or not: what goes with the photo when it is removed. */
export const renditionNames = (filename: string): string[] =>
  PHOTO_RENDITION_WIDTHS.map((width) => renditionName(filename, width));

/**
 * The narrower sizes of a photo `width` pixels wide, from its pixels (`image()` a fresh sharp pipeline of them
 * each time): one WebP per width of PHOTO_RENDITION_WIDTHS narrower than the photo, height in proportion.
 */
export function encodeRenditions(image: () => Sharp, width: number): Promise<EncodedRendition[]> {
  return Promise.all(
    PHOTO_RENDITION_WIDTHS.filter((w) => w < width).map(async (w) => ({
      width: w,
      data: await image().resize({ width: w }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}

/** What the images row keeps (its `renditions`): each rendition by name, then the photo itself, narrowest first. */
export const renditionList = (filename: string, width: number, renditions: readonly EncodedRendition[]) =>
  JSON.stringify([
    ...renditions.map((r) => ({ width: r.width, filename: renditionName(filename, r.width) })),
    { width, filename },
  ] satisfies PhotoRendition[]);

/** Writes a photo's renditions beside it in the media store. */
export async function putRenditions(
  media: ObjectStore,
  filename: string,
  renditions: readonly EncodedRendition[],
): Promise<void> {
  for (const r of renditions) await media.put(renditionName(filename, r.width), r.data, 'image/webp');
}
