import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { setCsrfCookie, setSessionCookie } from './cookies';
import { createSession } from './sessions';

/**
 * Logs a member in on this response (login, signup, the activation link): a new server-side session and its
 * cookie, and the CSRF token rotated to the session's, so a token planted before login is worthless after it.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number,
): Promise<void> {
  const { token, session } = await createSession(db, memberId);
  setSessionCookie(request, reply, token);
  setCsrfCookie(request, reply, session.csrf);
}
