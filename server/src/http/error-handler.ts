import type { FastifyError, FastifyInstance } from 'fastify';
import { StructError } from 'superstruct';
import { ApiError } from './errors';
import { structToApiError } from './struct-errors';
import { clearSessionCookie } from '../auth/cookies';

/**
 * Every failure leaves as `{error, message, fields?}`. Bad input is always a 4xx: our own ApiErrors, shape
 * errors from superstruct, and Fastify's own 4xx (unparsable JSON, wrong content type, body too large).
 * Anything else is a bug: logged with its stack, answered 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError | StructError, request, reply) => {
    if (err instanceof StructError) err = structToApiError(err, 'body');
    if (err instanceof ApiError) {
      if (err.code === 'session_expired') clearSessionCookie(request, reply);
      if (err.detail) request.log.info({ code: err.code, detail: err.detail }, 'input refused');
      return reply.code(err.statusCode).send({ error: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: 'rate_limited', message: err.message });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: fastifyCode(err), message: err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side. Please try again later.' });
  });
}

/** FST_ERR_CTP_INVALID_MEDIA_TYPE -> invalid_media_type: readable codes without Fastify's prefixes. */
function fastifyCode(err: FastifyError): string {
  if (!err.code) return 'bad_request';
  return err.code.replace(/^FST_ERR_(CTP_)?/, '').toLowerCase();
}
