import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PHOTO_LIMITS } from '@dating/contract';
import type { Db } from '../db/connect';
import type { JobSettings } from '../jobs/job-queue';
import type { ObjectStore } from '../objects/object-store';
import { encodeRenditions, putRenditions, renditionList } from './renditions';

export const PHOTO_RENDITIONS = 'photo-renditions';

declare module '../jobs/job-queue' {
  interface JobPayloads {
    [PHOTO_RENDITIONS]: Record<string, never>;
  }
}

/** Photos read per statement; each takes a decode and two encodes (a fraction of a second for 2,000 px). */
const BATCH = 20;

const BACKFILL_SETTINGS: JobSettings = {
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  // a long backfill stops at close and goes back to the queue, and each photo is kept as it is made
  expireInSeconds: 60 * 60,
};

/** Files of photos stored before renditions existed (0021_photo_renditions); one file can serve several rows. */
function filesWithoutRenditions(db: Db, limit: number): Promise<string[]> {
  return db
    .selectFrom('images')
    .select('filename')
    .distinct()
    .where('renditions', 'is', null)
    .orderBy('filename')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((row) => row.filename));
}

/**
 * The renditions of one stored photo, made and kept, as the row's list. A file that is gone or cannot be read
 * gets an empty list (shown as it is, with no narrower sizes) rather than being tried on every start.
 */
async function renditionsOfStored(media: ObjectStore, filename: string): Promise<string> {
  const stored = await media.read(filename);
  if (!stored) return '[]';
  try {
    const { data, info } = await sharp(stored, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const renditions = await encodeRenditions(pixels, info.width);
    await putRenditions(media, filename, renditions);
    return renditionList(filename, info.width, renditions);
  } catch {
    return '[]';
  }
}

/**
 * Makes the renditions of the photos stored before uploads made them (issue 29: a phone loaded originals of up to
 * 2,000 px). One job, sent at start when such photos exist; it goes through them a batch at a time, so it can stop
 * at close and go on in the next instance that starts. Several instances starting together may each send one:
 * the second finds little or nothing left, and making a rendition twice writes the same file.
 */
export async function renditionBackfill(app: FastifyInstance, { media }: { media: ObjectStore }): Promise<void> {
  const { db, jobs, log } = app;
  jobs.handle(PHOTO_RENDITIONS, BACKFILL_SETTINGS, async (_data, { signal }) => {
    let made = 0;
    for (let batch = await filesWithoutRenditions(db, BATCH); batch.length > 0;) {
      for (const filename of batch) {
        if (signal.aborted) throw new Error('the instance stopped; the photos left go back to the queue');
        const renditions = await renditionsOfStored(media, filename);
        if (renditions === '[]') log.warn({ filename }, 'photo renditions: the stored photo could not be read');
        await db
          .updateTable('images')
          .set({ renditions })
          .where('filename', '=', filename)
          .where('renditions', 'is', null)
          .execute();
        made += 1;
      }
      batch = await filesWithoutRenditions(db, BATCH);
    }
    if (made > 0) log.info({ photos: made }, 'photo renditions made for the photos stored before them');
  });
  app.addHook('onReady', async () => {
    if ((await filesWithoutRenditions(db, 1)).length > 0) await jobs.send(PHOTO_RENDITIONS, {});
  });
}
