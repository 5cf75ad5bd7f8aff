import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { postProfileimage } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { ApiError, sessionExpired } from '../http/errors';
import { loadUser } from '../members/load-user';
import { processUpload, UPLOAD_LIMITS } from '../images/process-upload';
import fastifyMultipart from '@fastify/multipart';

const tooBig = () =>
  new ApiError(413, 'file_too_large', `This file is larger than ${UPLOAD_LIMITS.bytes / 1024 / 1024} MB. Please choose a smaller photo.`);

/**
 * POST profileimage.php (signup step 2, the profile page): one `file` part. Files are named by the upload's
 * sha256 under <media>/uploads/, so the name never changes meaning and can be cached for a year.
 */
export async function profileImageRoutes(app: FastifyInstance, { mediaDir }: { mediaDir: string }): Promise<void> {
  const { db, site } = app;
  // Only uploads take multipart; every other call keeps answering 415 to it.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMITS.bytes, files: 1, fields: 10 } });
  registerMemberEndpoint(app, postProfileimage, async ({ request, memberId }) => {
    if (!request.isMultipart()) throw new ApiError(415, 'not_multipart', 'Send the photo as multipart/form-data with a field named file.');
    let upload: Buffer | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: UPLOAD_LIMITS.bytes, files: 1 } })) {
        if (part.type === 'file') {
          if (part.fieldname === 'file' && !upload) upload = await part.toBuffer();
          else part.file.resume();
        }
      }
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooBig();
      if (err instanceof app.multipartErrors.FilesLimitError) throw new ApiError(400, 'too_many_files', 'Send one photo at a time.');
      throw err;
    }
    if (!upload || upload.length === 0) throw new ApiError(400, 'no_file', 'No photo was sent. Send it in a field named file.');

    const processed = await processUpload(upload);
    const existing = await db.selectFrom('images').select(['id', 'thumb_filename']).where('member_id', '=', memberId).where('sha256', '=', processed.sha256).executeTakeFirst();
    let image = existing;
    if (!image) {
      const filename = `uploads/${processed.sha256}.webp`;
      const thumb_filename = `uploads/${processed.sha256}-thumb.webp`;
      await mkdir(path.join(mediaDir, 'uploads'), { recursive: true });
      await writeFile(path.join(mediaDir, filename), processed.full);
      await writeFile(path.join(mediaDir, thumb_filename), processed.thumb);
      image = await db.insertInto('images').values({ member_id: memberId, filename, thumb_filename, sha256: processed.sha256 }).returning(['id', 'thumb_filename']).executeTakeFirstOrThrow();
    }
    await db.updateTable('members').set({ main_image_id: image.id, updated_at: new Date() }).where('id', '=', memberId).where('main_image_id', 'is', null).execute();
    const user = await loadUser(db, memberId, site);
    if (!user) throw sessionExpired();
    return { image, user };
  });
}
