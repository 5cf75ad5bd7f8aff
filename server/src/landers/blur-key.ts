import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect';
import { serverKey } from '../signup/server-keys';

/**
 * The name of a photo's blurred copy: the image id and an HMAC of it. The name gives away neither the photo's
 * own file name (a visitor could fetch it unblurred) nor any other member's blurred copy (ids are guessable).
 */
export interface BlurNames {
  nameOf(imageId: number): string;
  /** the image id a name stands for, or null for a made-up name */
  imageIdOf(name: string): number | null;
}

export const BLURRED_MEDIA_DIR = 'blurred';

export async function blurNames(db: Db): Promise<BlurNames> {
  const secret = await serverKey(db, 'teaser-blur-hmac', () => randomBytes(32).toString('hex'));
  const sign = (id: number) => createHmac('sha256', secret).update(String(id)).digest('hex').slice(0, 20);
  return {
    nameOf: (imageId) => `${imageId}-${sign(imageId)}.webp`,
    imageIdOf: (name) => {
      const m = /^(\d{1,10})-([0-9a-f]{20})\.webp$/.exec(name);
      if (!m) return null;
      const id = Number(m[1]);
      return Number.isSafeInteger(id) && timingSafeEqual(Buffer.from(sign(id)), Buffer.from(m[2]!)) ? id : null;
    },
  };
}
