import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { awsS3 } from '@dating/release-store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotFound } from './s3-errors';

/**
 * Streams an object to the browser as @fastify/static sends a file: Content-Type, Content-Length, ETag,
 * Last-Modified and Accept-Ranges; a Range gives 206 (or 416), If-None-Match / If-Modified-Since give 304. The
 * bucket evaluates the conditions and the range itself, so nothing is read that is not sent. A HEAD asks for
 * the headers only. False, with nothing sent, when the object does not exist (see ObjectStore.send).
 */
export async function sendS3Object(
  client: S3Client,
  object: { Bucket: string; Key: string },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value ? value : undefined;
  };
  const ifNoneMatch = header('if-none-match');
  const conditions = {
    IfNoneMatch: ifNoneMatch,
    // RFC 9110 13.1.3: If-Modified-Since is ignored when If-None-Match is present.
    IfModifiedSince: ifNoneMatch ? undefined : dateOf(header('if-modified-since')),
    // If-Range is not passed on by S3's API; without it a range could mix two versions, so such a request gets
    // the whole object (RFC 9110 13.1.5 allows ignoring Range).
    Range: header('if-range') ? undefined : header('range'),
  };
  try {
    const head = request.method === 'HEAD';
    const out = head
      ? await client.send(new (awsS3().HeadObjectCommand)({ ...object, ...conditions }))
      : await client.send(new (awsS3().GetObjectCommand)({ ...object, ...conditions }));
    reply.code(out.ContentRange ? 206 : 200).header('accept-ranges', 'bytes');
    reply.header('content-type', out.ContentType ?? 'application/octet-stream');
    if (out.ContentLength !== undefined) reply.header('content-length', String(out.ContentLength));
    if (out.ContentRange) reply.header('content-range', out.ContentRange);
    if (out.ETag) reply.header('etag', out.ETag);
    if (out.LastModified) reply.header('last-modified', out.LastModified.toUTCString());
    // Fastify's HEAD route keeps our Content-Length for a stream (it would write 0 for no payload at all).
    void reply.send(head ? Readable.from([]) : (out as { Body: Readable }).Body);
    return true;
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 304) {
      void reply.code(304).send();
      return true;
    }
    if (status === 416) {
      // RFC 9110 15.5.17: the complete length, when S3's error told it
      const size = (err as { ActualObjectSize?: string }).ActualObjectSize;
      if (size) reply.header('content-range', `bytes */${size}`);
      void reply.code(416).send();
      return true;
    }
    if (isNotFound(err)) return false;
    throw err;
  }
}

function dateOf(value: string | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
