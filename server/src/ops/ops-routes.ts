import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { promote, readHistory, rollback, status, type OpResult } from '@dating/deploy';
import type { Db } from '../db/connect';
import { safeEqual } from '../auth/tokens';
import { errorCounts } from './remote-errors';
import { renderOpsPage, renderLogin } from './ops-page';

export const OPS_COOKIE = 'ops_token';

export interface OpsOptions {
  db: Db;
  storeDir: string;
  /** OPS_TOKEN; without one the ops API and page answer 404 */
  token?: string;
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'not_found', message: 'Not found.' });

/**
 * The ops HTTP API (/_ops/api/*) and page (/_ops). A bearer token authenticates API callers; the page logs
 * in with the same token into an HttpOnly cookie, and its forms carry a CSRF token derived from the ops token
 * (a cross-site form could send the cookie but cannot know that value). Bearer calls need no CSRF token:
 * a browser never adds that header by itself.
 */
export async function registerOps(app: FastifyInstance, options: OpsOptions): Promise<void> {
  const token = options.token;
  if (!token) {
    app.all('/_ops', async (_req, reply) => notFound(reply));
    app.all('/_ops/*', async (_req, reply) => notFound(reply));
    return;
  }
  const csrfToken = createHmac('sha256', token).update('ops-csrf').digest('base64url');
  const store = options.storeDir;

  await app.register(async (ops) => {
    // The page's forms post urlencoded; only inside /_ops.
    ops.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const bearer = (request: FastifyRequest) => {
      const h = request.headers.authorization;
      return h?.startsWith('Bearer ') ? h.slice(7) : undefined;
    };
    const authed = (request: FastifyRequest): 'bearer' | 'cookie' | null => {
      const b = bearer(request);
      if (b !== undefined) return safeEqual(b, token) ? 'bearer' : null;
      const c = request.cookies[OPS_COOKIE];
      return c && safeEqual(c, token) ? 'cookie' : null;
    };
    const isForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

    ops.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const url = request.url.split('?')[0]!;
      if (url === '/_ops' || url === '/_ops/login') return;
      const how = authed(request);
      if (!how) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized', message: 'A valid ops token is required.' });
      if (request.method === 'POST' && how === 'cookie') {
        // checked again in preHandler once the body is parsed; header form here
        (request as any).opsNeedsCsrf = true;
      }
    });
    ops.addHook('preHandler', async (request, reply) => {
      if (!(request as any).opsNeedsCsrf) return;
      const sent = (request.headers['x-ops-csrf'] as string | undefined) ?? (request.body as any)?.csrf;
      if (typeof sent !== 'string' || !safeEqual(sent, csrfToken)) return reply.code(403).send({ error: 'csrf', message: 'The ops security token is missing or wrong. Reload /_ops.' });
    });

    const by = (request: FastifyRequest) => `ops:${request.ip}`;
    const answer = (request: FastifyRequest, reply: FastifyReply, result: OpResult) => {
      if (isForm(request)) return reply.code(303).header('location', `/_ops?msg=${encodeURIComponent((result.ok ? '' : 'Refused: ') + [result.message, ...result.problems.filter((p) => p !== result.message)].join('; '))}`).send();
      return result.ok ? reply.send({ ok: true, message: result.message, pointer: result.pointer }) : reply.code(409).send({ error: 'refused', message: result.message, problems: result.problems });
    };
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    const bad = (reply: FastifyReply, message: string) => reply.code(400).send({ error: 'validation', message });

    ops.get('/_ops/api/status', async () => ({ status: status(store), errors: await errorCounts(options.db) }));
    ops.get('/_ops/api/history', async (request) => ({ history: readHistory(store, { remote: str((request.query as any)?.remote) }) }));
    ops.post('/_ops/api/promote', async (request, reply) => {
      const b = (request.body ?? {}) as Record<string, unknown>;
      const remote = str(b.remote);
      if (!remote) return bad(reply, 'remote is required');
      const canaryRaw = b.canary ?? b.percent;
      const canary = canaryRaw === undefined || canaryRaw === '' ? undefined : Number(canaryRaw);
      const full = b.full === true || b.full === 'true' || b.full === '1';
      return answer(request, reply, await promote({ store, by: by(request) }, { remote, version: str(b.version), canary, full, reason: str(b.reason) }));
    });
    ops.post('/_ops/api/canary', async (request, reply) => {
      const b = (request.body ?? {}) as Record<string, unknown>;
      const remote = str(b.remote);
      if (!remote || !str(b.version)) return bad(reply, 'remote and version are required');
      return answer(request, reply, await promote({ store, by: by(request) }, { remote, version: str(b.version), canary: Number(b.percent ?? b.canary), reason: str(b.reason) }));
    });
    ops.post('/_ops/api/rollback', async (request, reply) => {
      const b = (request.body ?? {}) as Record<string, unknown>;
      const remote = str(b.remote);
      if (!remote) return bad(reply, 'remote is required');
      return answer(request, reply, await rollback({ store, by: by(request) }, { remote, to: str(b.to), reason: str(b.reason) }));
    });

    ops.get('/_ops', async (request, reply) => {
      const q = request.query as Record<string, string | undefined>;
      if (q.token !== undefined) {
        if (!safeEqual(q.token, token)) return reply.code(401).type('text/html; charset=utf-8').send(renderLogin('Wrong token.'));
        reply.setCookie(OPS_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/_ops', secure: request.protocol === 'https' });
        return reply.code(303).header('location', '/_ops').send();
      }
      if (!authed(request)) return reply.code(401).type('text/html; charset=utf-8').send(renderLogin());
      const html = renderOpsPage({ status: status(store), history: readHistory(store).slice(-50).reverse(), errors: await errorCounts(options.db), csrf: csrfToken, message: q.msg });
      return reply.type('text/html; charset=utf-8').send(html);
    });
    ops.post('/_ops/login', async (request, reply) => {
      const sent = str((request.body as any)?.token);
      if (!sent || !safeEqual(sent, token)) return reply.code(401).type('text/html; charset=utf-8').send(renderLogin('Wrong token.'));
      reply.setCookie(OPS_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/_ops', secure: request.protocol === 'https' });
      return reply.code(303).header('location', '/_ops').send();
    });
  });
}
