import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postLogin } from '@dating/contract';
import type { ApiRouter } from '../http/api-router';
import { ApiError } from '../http/errors';
import { timingDummyHash, verifyPassword } from '../auth/password';
import { deleteExpiredSessions } from '../auth/sessions';
import { startSession } from '../auth/start-session';
import { loadUser } from '../members/load-user';
import type { RouteDeps } from './context';

const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'The email address or password is incorrect. Check both and try again.');

/**
 * POST login.php. Attempts are limited per IP and email together (10 per 15 minutes by default), so one
 * address cannot be guessed at quickly and one shared IP (an office, a mobile carrier) does not lock out
 * everyone behind it.
 */
export function loginRoutes(app: FastifyInstance, api: ApiRouter, { db, site, loginRateLimit }: RouteDeps): void {
  const checkLimit = app.createRateLimit({
    max: loginRateLimit.max,
    timeWindow: loginRateLimit.windowMs,
    keyGenerator: (request: FastifyRequest) => `login:${request.ip}:${emailOf(request.body)}`,
  });

  api.add(postLogin, async ({ request, reply, body }) => {
    const limit = await checkLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const minutes = Math.max(1, Math.ceil(limit.ttl / 60_000));
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new ApiError(429, 'rate_limited', `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
    }

    const member = await db
      .selectFrom('members')
      .select(['id', 'password_hash'])
      .where('email', '=', body.email.trim().toLowerCase())
      // a deleted account keeps its row (its address stays taken) but can no longer log in
      .where('deleted', '=', false)
      .executeTakeFirst();
    const ok = await verifyPassword(member?.password_hash ?? (await timingDummyHash()), body.password);
    if (!member || !ok) throw invalidCredentials();

    await deleteExpiredSessions(db);
    await startSession(db, request, reply, member.id);
    const user = await loadUser(db, member.id, site);
    if (!user) throw invalidCredentials();
    return { user };
  });
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
