import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteProfileimage, postProfileimage, putProfileimage } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { ApiError, notFound, sessionExpired } from '../http/errors';
import { loadUser } from '../members/load-user';
import { memberIdOf } from '../auth/request-auth';
import { minutesToWait, rateLimit } from '../plugins/rate-limits';
import { checkUpload, decodeUpload, sha256Of, UPLOAD_LIMITS } from '../images/process-upload';
import { BUSY_RETRY_AFTER_SECONDS, createDecodeQueue } from '../images/decode-queue';
import { findImageByUpload, requireRoomForPhoto, setMainImageIfNone, storeImage } from '../images/member-images';
import { uploadOptionsFromEnv, type UploadOptions } from '../images/upload-options';
import { removeMemberImage, setMainImage } from '../images/remove-image';
import fastifyMultipart from '@fastify/multipart';
import type { ObjectStore } from '../objects/object-store';

const tooBig = () =>
  new ApiError(
    413,
    'file_too_large',
    `This file is larger than ${UPLOAD_LIMITS.bytes / 1024 / 1024} MB. Please choose a smaller photo.`,
  );

const HOUR_MS = 60 * 60_000;

const tooManyUploads = (waitMs: number) =>
  `You have uploaded many photos this hour. Please wait ${minutesToWait(waitMs)}.`;

/**
 * POST profileimage.php (signup step 2, the profile page): one `file` part. Cheapest refusal first: uploads per
 * member per hour (counted before the file is read, in Redis when there is one), then the same bytes sent again
 * (answered with the image already stored, nothing decoded), the photo limit of the profile, the type and pixel
 * count from the header, and only then a decode, in a short queue that answers 503 busy when it is full.
 */
export async function profileImageRoutes(
  app: FastifyInstance,
  { media, uploads = uploadOptionsFromEnv() }: { media: ObjectStore; uploads?: UploadOptions },
): Promise<void> {
  const { db, site } = app;
  const decodeQueue = createDecodeQueue({ concurrency: uploads.decodeConcurrency, maxQueued: uploads.decodeQueue });
  const perMember = rateLimit(
    {
      max: uploads.perHour,
      windowMs: HOUR_MS,
      // Visitors are refused by the handler; they are counted by IP so they share no member's count.
      key: (r: FastifyRequest) => `upload:${memberIdOf(r) ?? `ip:${r.ip}`}`,
      // After the session lookup and the CSRF check, before the file is read.
      hook: 'preHandler',
    },
    tooManyUploads,
  );

  // Only uploads take multipart; every other call keeps answering 415 to it.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMITS.bytes, files: 1, fields: 10 } });
  registerMemberEndpoint(
    app,
    postProfileimage,
    async ({ request, reply, memberId }) => {
      if (!request.isMultipart())
        throw new ApiError(415, 'not_multipart', 'Send the photo as multipart/form-data with a field named file.');
      const upload = await readFilePart(app, request);
      const sha256 = sha256Of(upload);

      let image = await findImageByUpload(db, memberId, sha256);
      if (image) {
        await setMainImageIfNone(db, memberId, image.id);
      } else {
        await requireRoomForPhoto(db, memberId, uploads.photosPerProfile);
        await checkUpload(upload);
        const decoded = await decodeQueue
          .run(memberId, () => decodeUpload(upload))
          .catch((err: unknown) => {
            if (err instanceof ApiError && err.code === 'busy') reply.header('retry-after', BUSY_RETRY_AFTER_SECONDS);
            throw err;
          });
        image = await storeImage(db, media, { memberId, sha256, decoded, maxPhotos: uploads.photosPerProfile });
      }
      const user = await loadUser(db, memberId, site);
      if (!user) throw sessionExpired();
      return { image, user };
    },
    { rateLimit: perMember },
  );

  const photoNotFound = () => notFound('This photo');
  const answerUser = async (memberId: number) => {
    const user = await loadUser(db, memberId, site);
    if (!user) throw sessionExpired();
    return { user };
  };
  registerMemberEndpoint(app, putProfileimage, async ({ body, memberId }) => {
    if (!(await setMainImage(db, memberId, body.image))) throw photoNotFound();
    return answerUser(memberId);
  });
  registerMemberEndpoint(app, deleteProfileimage, async ({ body, memberId }) => {
    if (!(await removeMemberImage(db, media, memberId, body.image))) throw photoNotFound();
    return answerUser(memberId);
  });
}

/** The bytes of the `file` part; any other file part is skipped. */
async function readFilePart(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
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
    if (err instanceof app.multipartErrors.FilesLimitError)
      throw new ApiError(400, 'too_many_files', 'Send one photo at a time.');
    throw err;
  }
  if (!upload || upload.length === 0)
    throw new ApiError(400, 'no_file', 'No photo was sent. Send it in a field named file.');
  return upload;
}
