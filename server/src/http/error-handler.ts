import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { StructError } from 'superstruct';
import { ApiError } from './errors';
import type { ErrorCode } from './error-codes';
import { structToApiError } from './struct-errors';
import { clearSessionCookie } from '../auth/cookies';
import { StoreUnavailableError } from '../objects/object-store';

/**
 * Every failure leaves as `{error, message, fields?}`. Bad input is always a 4xx: our own ApiErrors, shape
 * errors from superstruct, Fastify's own 4xx (unparsable or too deeply nested JSON, wrong content type, body
 * too large) and the multipart parser's refusals of a body that is no multipart. A photo or file store that
 * does not answer is a 503 storage_unavailable. Anything else is a bug: logged with its stack, answered 500
 * without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError | StructError, request, reply) => {
    if (err instanceof StructError) err = structToApiError(err, 'body');
    if (err instanceof ApiError) {
      if (err.code === 'session_expired') clearSessionCookie(request, reply);
      if (err.detail) request.log.info({ code: err.code, detail: err.detail }, 'input refused');
      return reply
        .code(err.statusCode)
        .send({ error: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) });
    }
    if (err instanceof StoreUnavailableError) {
      // The photo (or export) store did not answer: the operator's to fix, the member's to retry later.
      request.log.error({ err }, 'object store unavailable');
      return reply.code(503).header('retry-after', '30').header('cache-control', 'no-store').send({
        error: 'storage_unavailable',
        message: 'Photos and files cannot be stored or fetched right now. Please try again in a few minutes.',
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: 'rate_limited', message: err.message });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, detail: err.message }, 'input refused');
      return reply.code(status).send({ error: fastifyCode(err), message: err.message });
    }
    if (isMultipartParserError(err, request)) {
      request.log.info({ detail: err.message }, 'input refused');
      return reply
        .code(400)
        .send({ error: 'bad_request', message: 'This request could not be read as multipart/form-data.' });
    }
    request.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again later.' });
  });
}

/**
 * @fastify/busboy refuses a body that is not the multipart/form-data its content type claims (no boundary,
 * data ending before the closing boundary, a boundary longer than 256 characters) with plain Errors, thrown
 * or emitted while a handler reads the parts; their texts are all that tells them apart.
 */
const MULTIPART_PARSER_ERRORS = [
  /^Multipart: Boundary not found$/,
  /unexpected end of multipart data$/i,
  /^The needle cannot /,
];

const isMultipartParserError = (err: Error, request: FastifyRequest): boolean =>
  /^multipart\//i.test(request.headers['content-type'] ?? '') &&
  MULTIPART_PARSER_ERRORS.some((re) => re.test(String(err.message)));

/** Fastify's own refusals a member could meet; every other one (unreadable JSON, a bad URL, ...) is bad_request. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'invalid_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
};

/** One of ERROR_CODES, so the browser has a text for it; Fastify's own code goes to the log. */
function fastifyCode(err: FastifyError): ErrorCode {
  return FASTIFY_CODES[err.code] ?? 'bad_request';
}
