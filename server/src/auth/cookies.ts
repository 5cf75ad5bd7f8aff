import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS } from './sessions';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
const MAX_AGE_SECONDS = SESSION_DAYS * 86_400;

/** Secure cookies whenever the browser talks https to us (directly, or through a proxy we trust). */
function secure(request: FastifyRequest): boolean {
  return process.env.COOKIE_SECURE === '1' || request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secure(request),
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: secure(request) });
}

/** Readable by the page's script (double submit): not HttpOnly, by design. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(CSRF_COOKIE, value, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: secure(request),
    maxAge: MAX_AGE_SECONDS,
  });
}
