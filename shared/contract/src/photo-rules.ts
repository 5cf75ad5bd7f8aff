export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ACCEPT_ATTRIBUTE = '.png,.jpeg,.jpg,image/png,image/jpeg';

/** Profile photos are png, jpeg and jpg only (docs/product.md §2, signup step 2, and §5), by type and by name. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && /\.(png|jpe?g)$/i.test(file.name);
}

/**
 * What the site keeps of a photo: at most this many pixels are decoded (a profile photo needs far fewer; a
 * 40-megapixel bomb of 150 KB costs seconds of the server's CPU), and the longest side kept is this many pixels.
 * The browser scales down a larger photo (a phone camera's 48 or 50 megapixels) to the side kept before sending.
 */
export const PHOTO_LIMITS = { pixels: 25_000_000, keptSide: 2000 } as const;

/**
 * The narrower sizes a photo is kept in besides the photo itself (issue 29): a phone's screen (390 px at 1 to 3
 * device pixels) loads the one nearest its width rather than up to 2,000 px. Only those narrower than the photo.
 */
export const PHOTO_RENDITION_WIDTHS = [480, 1080] as const;
