import { PHOTO_LIMITS } from '@dating/contract';

/**
 * A photo with more pixels than the server decodes (PHOTO_LIMITS: a phone camera's 48 or 50 megapixels) is scaled
 * down here to the side the site keeps anyway, as a JPEG, so a member's own photo is never refused for its size;
 * any other photo goes as chosen. Where the browser cannot measure or draw it, it goes as chosen too and the
 * server says what is wrong with it.
 */
export async function fitForUpload(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  const size = await photoSizeOf(file);
  if (!size || size.width * size.height <= PHOTO_LIMITS.pixels) return file;
  const scale = PHOTO_LIMITS.keptSide / Math.max(size.width, size.height);
  try {
    // only the width: the height follows the photo's own proportions, however the browser turns it upright
    const bitmap = await createImageBitmap(file, {
      resizeWidth: Math.max(1, Math.round(size.width * scale)),
      resizeQuality: 'high',
    });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    return blob ? new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' }) : file;
  } catch {
    return file;
  }
}

/** Enough of a file to hold its header: a JPEG's size comes after its EXIF block, thumbnail included. */
const HEADER_BYTES = 256 * 1024;

/** The photo's size from its header (PNG's IHDR, a JPEG's start of frame), without decoding any pixel. */
export async function photoSizeOf(file: File): Promise<{ width: number; height: number } | null> {
  const bytes = new DataView(await file.slice(0, HEADER_BYTES).arrayBuffer());
  if (bytes.byteLength >= 24 && bytes.getUint32(0) === 0x89504e47)
    return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
  if (bytes.byteLength < 4 || bytes.getUint16(0) !== 0xffd8) return null;
  // JPEG: marker segments, each 0xFF <type> <length>, up to a start of frame (C0-CF but C4, C8 and CC)
  for (let at = 2; at + 9 <= bytes.byteLength;) {
    if (bytes.getUint8(at) !== 0xff) return null;
    const type = bytes.getUint8(at + 1);
    if (type >= 0xc0 && type <= 0xcf && type !== 0xc4 && type !== 0xc8 && type !== 0xcc)
      return { width: bytes.getUint16(at + 7), height: bytes.getUint16(at + 5) };
    at += 2 + bytes.getUint16(at + 2);
  }
  return null;
}
