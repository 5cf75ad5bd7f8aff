/**
 * What one member and the whole process may spend on photo uploads. Decoding is the costly part: a 150 KB PNG
 * of 25 megapixels (the most accepted, PHOTO_LIMITS) takes seconds of CPU and about 70 MB while sharp unpacks it,
 * so the limits bound how often a member can make the server do that, and how many run at once: in all, and of
 * one member (one; the pages upload a member's photos one after another).
 */
export interface UploadOptions {
  /** uploads per member per hour (UPLOADS_PER_HOUR, default 20): a full gallery in one sitting, not a script */
  perHour: number;
  /** photos one profile may hold (PHOTOS_PER_PROFILE, default 20) */
  photosPerProfile: number;
  /** decodes running at once in this process (IMAGE_DECODE_CONCURRENCY, default 2: about 140 MB at worst) */
  decodeConcurrency: number;
  /** uploads waiting for a decode slot (IMAGE_DECODE_QUEUE, default 8); one more is answered 503 busy */
  decodeQueue: number;
}

export function uploadOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): UploadOptions {
  return {
    perHour: wholeNumber(env.UPLOADS_PER_HOUR, 20),
    photosPerProfile: wholeNumber(env.PHOTOS_PER_PROFILE, 20),
    decodeConcurrency: wholeNumber(env.IMAGE_DECODE_CONCURRENCY, 2),
    decodeQueue: wholeNumber(env.IMAGE_DECODE_QUEUE, 8, 0),
  };
}

/** A setting that is not a whole number at least `min` falls back to its default rather than disabling a limit. */
function wholeNumber(value: string | undefined, fallback: number, min = 1): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min ? n : fallback;
}
