import type { FastifyInstance } from 'fastify';
import PQueue from 'p-queue';
import sharp from 'sharp';
import type { ObjectStore } from '../objects/object-store';
import { IMMUTABLE } from '../static/cache-policy';
import { notFoundAnswer, sendStoredObject } from '../static/send-object';
import { BLURRED_MEDIA_DIR, blurNames } from './blur-key';

/** Made once per photo, then served from the store; at most two at a time so a crawler cannot tie up the CPU. */
const BLUR = { width: 240, sigma: 14, quality: 45, concurrency: 2 } as const;
/** in the media store: the blurred copies made so far, named as BlurNames names them */
export const BLURRED_CACHE_DIR = 'blurred-cache';

/**
 * /media/blurred/<id>-<hmac>.webp: the blurred copy of a member's photo a visitor sees on landing pages when
 * the site keeps its members for members (settings logged_out_search). The copy is made from the thumbnail on
 * the first request and kept in the media store under blurred-cache/; the name is signed, so only photos a
 * teaser named can be asked for.
 */
export async function registerBlurredMedia(app: FastifyInstance, media: ObjectStore): Promise<void> {
  const names = await blurNames(app.db);
  const queue = new PQueue({ concurrency: BLUR.concurrency });

  app.get(`/media/${BLURRED_MEDIA_DIR}/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const imageId = names.imageIdOf(name);
    if (imageId === null) return notFoundAnswer(request, reply);
    const cached = `${BLURRED_CACHE_DIR}/${name}`;
    const made = async () => {
      if (await media.has(cached)) return true;
      const image = await app.db
        .selectFrom('images')
        .select('thumb_filename')
        .where('id', '=', imageId)
        .executeTakeFirst();
      const thumb = image && (await media.read(image.thumb_filename));
      if (!thumb) return false;
      await queue.add(() => blurInto(media, thumb, cached));
      return true;
    };
    // made() may meet a store that does not answer: the 503 of sendStoredObject covers it too.
    return sendStoredObject(request, reply, media, cached, IMMUTABLE, made);
  });
}

/** The store writes an object whole, so a parallel request never serves half a copy. */
async function blurInto(media: ObjectStore, thumb: Buffer, key: string): Promise<void> {
  if (await media.has(key)) return;
  const data = await sharp(thumb)
    .resize({ width: BLUR.width, withoutEnlargement: true })
    .blur(BLUR.sigma)
    .webp({ quality: BLUR.quality })
    .toBuffer();
  await media.put(key, data, 'image/webp');
}
