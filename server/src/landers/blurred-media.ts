import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import PQueue from 'p-queue';
import sharp from 'sharp';
import { IMMUTABLE, NO_STORE } from '../static/cache-policy';
import { resolveFile } from '../static/safe-path';
import { BLURRED_MEDIA_DIR, blurNames } from './blur-key';

/** Made once per photo, then served from disk; at most two at a time so a crawler cannot tie up the CPU. */
const BLUR = { width: 240, sigma: 14, quality: 45, concurrency: 2 } as const;
/** under the media folder: the blurred copies made so far, named as BlurNames names them */
export const BLURRED_CACHE_DIR = 'blurred-cache';

/**
 * /media/blurred/<id>-<hmac>.webp: the blurred copy of a member's photo a visitor sees on landing pages when
 * the site keeps its members for members (settings logged_out_search). The copy is made from the thumbnail on
 * the first request and kept under <media>/blurred-cache; the name is signed, so only photos a teaser named
 * can be asked for.
 */
export async function registerBlurredMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  const names = await blurNames(app.db);
  const queue = new PQueue({ concurrency: BLUR.concurrency });
  const cacheDir = path.join(mediaDir, BLURRED_CACHE_DIR);
  const notFound = (reply: import('fastify').FastifyReply) =>
    reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('404 Not found');

  app.get(`/media/${BLURRED_MEDIA_DIR}/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const imageId = names.imageIdOf(name);
    if (imageId === null) return notFound(reply);
    const cached = path.join(cacheDir, name);
    if (!(await exists(cached))) {
      const image = await app.db
        .selectFrom('images')
        .select('thumb_filename')
        .where('id', '=', imageId)
        .executeTakeFirst();
      const source = image && (await resolveFile(mediaDir, image.thumb_filename));
      if (!source) return notFound(reply);
      await queue.add(() => blurInto(path.join(mediaDir, source), cached));
    }
    reply.header('cache-control', IMMUTABLE);
    return reply.sendFile(name, cacheDir, { cacheControl: false });
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Written to a temporary name and renamed, so a parallel request never serves half a file. */
async function blurInto(source: string, target: string): Promise<void> {
  if (await exists(target)) return;
  const data = await sharp(source)
    .resize({ width: BLUR.width, withoutEnlargement: true })
    .blur(BLUR.sigma)
    .webp({ quality: BLUR.quality })
    .toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, data);
  await rename(partial, target);
}
