import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_LIMITS } from '@dating/contract';
import { ApiError } from '../http/errors';
import { encodeRenditions, type EncodedRendition } from './renditions';

export const UPLOAD_LIMITS = {
  bytes: 10 * 1024 * 1024,
  pixels: PHOTO_LIMITS.pixels,
  maxSide: PHOTO_LIMITS.keptSide,
  thumbSide: 256,
} as const;

export interface DecodedImage {
  full: Buffer;
  /** the kept photo's width in pixels */
  width: number;
  thumb: Buffer;
  /** the photo in the narrower widths (images/renditions.ts) */
  renditions: EncodedRendition[];
}

/** sha256 (hex) of the uploaded bytes: the same file sent again is found by it without decoding anything. */
export const sha256Of = (upload: Buffer): string => createHash('sha256').update(upload).digest('hex');

/** PNG or JPEG by their first bytes; the file name and the browser's content type are not trusted. */
export function sniffImageType(buf: Buffer): 'png' | 'jpeg' | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  return null;
}

export const notAnImage = () =>
  new ApiError(
    415,
    'invalid_image',
    'This file is not a PNG or JPEG image. Please choose a photo in png, jpg or jpeg format.',
  );
export const tooManyPixels = () =>
  new ApiError(
    413,
    'image_too_many_pixels',
    `This image has too many pixels (more than ${UPLOAD_LIMITS.pixels / 1_000_000} megapixels). ` +
      'Please choose a smaller photo.',
  );

/**
 * The cheap checks, before an upload may wait for a decode: PNG or JPEG by its bytes, and its pixel count from
 * the header. sharp's metadata() reads only the header, so a 40-megapixel bomb of 150 KB costs microseconds here
 * rather than seconds of decoding.
 */
export async function checkUpload(upload: Buffer): Promise<void> {
  if (!sniffImageType(upload)) throw notAnImage();
  let meta: Metadata;
  try {
    meta = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > UPLOAD_LIMITS.pixels) throw tooManyPixels();
}

/**
 * Re-encodes an upload: turned upright by its EXIF orientation, scaled down to at most 2000 px, written as WebP without
 * any metadata (sharp keeps none unless asked, so EXIF with GPS, XMP and ICC comments are gone), plus a 256x256
 * thumbnail cut to cover and the narrower renditions (about 480 and 1,080 px wide). The upload is decoded once; the
 * thumbnail and renditions are cut from the scaled-down pixels, which costs a fraction of decoding the original a
 * second time. The costly step: callers run it in the decode queue, after checkUpload.
 */
export async function decodeUpload(upload: Buffer): Promise<DecodedImage> {
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: UPLOAD_LIMITS.pixels, failOn: 'error' })
      .rotate()
      .resize({ width: UPLOAD_LIMITS.maxSide, height: UPLOAD_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const full = await pixels().webp({ quality: 85 }).toBuffer();
    const thumb = await pixels()
      .resize(UPLOAD_LIMITS.thumbSide, UPLOAD_LIMITS.thumbSide, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    const renditions = await encodeRenditions(pixels, info.width);
    return { full, width: info.width, thumb, renditions };
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error)?.message))) throw tooManyPixels();
    throw new ApiError(
      422,
      'invalid_image',
      'This image could not be read. It may be damaged; please choose another photo.',
    );
  }
}
