import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  promote,
  readProvides,
  rollback,
  status,
  storedFit,
  type DeployStore,
  type OpContext,
  type OpResult,
} from '@dating/release-store';
import type { Db } from '../db/connect';
import type { ObjectStore } from '../objects/object-store';
import { randomToken, safeEqual } from '../auth/tokens';
import { additionalRateLimit, minutesToWait, rateLimit } from '../plugins/rate-limits';
import { errorCounts } from './remote-errors';
import { recentOrders } from './orders';
import { recentSignups, signupSources } from './signup-sources';
import { LANDER_FIGURE_DAYS, landerFigures, type LanderVisits } from '../landers/lander-visits';
import { refundOrder } from '../credits/refund';
import { publishCredits } from '../realtime/publish';
import { renderOpsPage, renderLogin } from './ops-page';
import { registerModerationRoutes } from './moderation-routes';
import { openReports } from './moderation';
import { renderModeration } from './moderation-page';
import { registerPhotoReviewRoutes } from './photo-review-routes';
import { pendingPhotos } from './photo-review';
import { renderPhotoReview } from './photo-review-page';
import { createOpsSession, destroyOpsSession, findOpsSession, OPS_SESSION_MS, type OpsSession } from './ops-sessions';
import { named } from '../plugins/display-name';

/** The ops page's session: a random id (src/ops/ops-sessions.ts), never the ops token itself. */
export const OPS_SESSION_COOKIE = 'ops_sid';
/** Double submit for the login form, which has no session yet to hold its CSRF token. */
const LOGIN_CSRF_COOKIE = 'ops_login_csrf';
/** Before issue 10 the page kept the raw token in this cookie; browsers that still have it get it cleared. */
const LEGACY_TOKEN_COOKIE = 'ops_token';

export interface OpsOptions {
  db: Db;
  /** the deploy store, a folder or a bucket: what promote, canary and rollback switch */
  store: DeployStore;
  /** OPS_TOKEN; without one the ops API and page answer 404 */
  token?: string;
  /** member photos, for hiding a reported one (ops/moderation.ts) */
  media?: ObjectStore;
  /** the landing pages' visits this instance counted and has not written yet */
  visits: LanderVisits;
  /** the host build this server serves: what a remote version must fit (its provides.json) */
  hostDir: string;
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'not_found', message: 'Not found.' });

/** Where no session is needed: the page (which shows the login form then) and the login itself. */
/**
 * Requests with a bearer token per address in a while, right or wrong: tools make a few per deploy. Right ones
 * count too, or an address over the limit would see a right guess answered and a wrong one refused.
 */
export const OPS_BEARER_LIMIT = { max: 300, windowMs: 15 * 60_000 };

const PUBLIC_ROUTES = new Set(['GET /_ops', 'HEAD /_ops', 'POST /_ops/login']);

/**
 * The ops HTTP API (/_ops/api/*) and page (/_ops). Tools call the API with `Authorization: Bearer <OPS_TOKEN>`
 * (a browser never adds that header by itself, so those calls need no CSRF token). People log in at /_ops by
 * posting the token in a form; that opens an ops session of 8 hours in an HttpOnly SameSite=Strict cookie, and
 * every post of a session carries the session's CSRF token. The token never travels in a URL.
 */
export async function registerOps(app: FastifyInstance, options: OpsOptions): Promise<void> {
  const token = options.token;
  if (!token) {
    app.all('/_ops', async (_req, reply) => notFound(reply));
    app.all('/_ops/*', async (_req, reply) => notFound(reply));
    return;
  }
  const { db } = options;
  const { store } = options;

  /**
   * The landing pages' visits and signups per landers version over the period asked for (`days`, one of
   * LANDER_FIGURE_DAYS, else a week), with the landers canary that can be made live or stopped from there.
   */
  const landerSection = async (request: FastifyRequest) => {
    const asked = Number((request.query as Record<string, string | undefined>).days);
    const days = (LANDER_FIGURE_DAYS as readonly number[]).includes(asked) ? asked : 7;
    await options.visits.flush();
    const landers = (await status(store)).production?.find((r) => r.remote === 'landers');
    return { days, figures: await landerFigures(db, days), canary: landers?.canary?.version ?? null };
  };

  const opsPages = async (ops: FastifyInstance) => {
    // The page's forms post urlencoded; only inside /_ops.
    ops.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const cookieOptions = (request: FastifyRequest) => ({
      httpOnly: true,
      sameSite: 'strict' as const,
      path: '/_ops',
      secure: process.env.COOKIE_SECURE === '1' || request.protocol === 'https',
    });
    const bearer = (request: FastifyRequest) => {
      const h = request.headers.authorization;
      return h?.startsWith('Bearer ') ? h.slice(7) : undefined;
    };
    /** The ops session of each request that has one (set in onRequest). */
    const sessions = new WeakMap<FastifyRequest, OpsSession>();
    const isForm = (request: FastifyRequest) =>
      (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    /** The posted fields, from a form or JSON; none when nothing was posted. */
    const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
    const html = (reply: FastifyReply, code: number, body: string) =>
      reply.code(code).type('text/html; charset=utf-8').send(body);

    const limitBearer = additionalRateLimit(
      ops,
      { ...OPS_BEARER_LIMIT, key: (request) => `ops-bearer:${request.ip}` },
      (waitMs) => `Too many ops requests. Please wait ${minutesToWait(waitMs)} and try again.`,
    );

    ops.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sent = bearer(request);
      if (sent !== undefined) {
        await limitBearer(request, reply);
        if (safeEqual(sent, token)) return;
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'unauthorized', message: 'A valid ops token is required.' });
      }
      const id = request.cookies[OPS_SESSION_COOKIE];
      const session = id ? await findOpsSession(db, id) : null;
      if (session) sessions.set(request, session);
      if (session || PUBLIC_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', message: 'Log in at /_ops, or send the ops token as a bearer header.' });
    });
    // Posts of a session (not the login, which checks its own token) must carry the session's CSRF token.
    ops.addHook('preHandler', async (request, reply) => {
      const session = sessions.get(request);
      if (request.method !== 'POST' || !session || request.routeOptions.url === '/_ops/login') return;
      const sent = (request.headers['x-ops-csrf'] as string | undefined) ?? fieldsOf(request).csrf;
      if (typeof sent !== 'string' || !safeEqual(sent, session.csrf))
        return reply
          .code(403)
          .send({ error: 'csrf', message: 'The ops security token is missing or wrong. Reload /_ops.' });
    });

    const by = (request: FastifyRequest) => `ops:${request.ip}`;
    const answer = (request: FastifyRequest, reply: FastifyReply, result: OpResult) => {
      if (isForm(request)) {
        const details = [result.message, ...result.problems.filter((p) => p !== result.message)].join('; ');
        const msg = (result.ok ? '' : 'Refused: ') + details;
        return reply
          .code(303)
          .header('location', `/_ops?msg=${encodeURIComponent(msg)}`)
          .send();
      }
      return result.ok
        ? reply.send({ ok: true, message: result.message, pointer: result.pointer })
        : reply.code(409).send({ error: 'refused', message: result.message, problems: result.problems });
    };
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    const bad = (reply: FastifyReply, message: string) => reply.code(400).send({ error: 'validation', message });
    /** Who acts, against the host this server serves; `force` (an emergency) goes into the history. */
    const opContext = (request: FastifyRequest): OpContext => {
      const force = fieldsOf(request).force;
      return { store, by: by(request), hostDir: options.hostDir, force: force === true || force === 'true' };
    };
    const hostFit = async (remotes: Awaited<ReturnType<typeof status>>) => {
      let provides = null;
      try {
        provides = readProvides(options.hostDir);
      } catch (err) {
        // the page still shows; every version then reads 'no record of its needs'
        app.log.error({ err }, "the host build's provides.json cannot be read");
      }
      return storedFit(store, provides, remotes.production ?? []);
    };

    ops.get('/_ops/api/status', async () => {
      const now = await status(store);
      return { status: now, errors: await errorCounts(db), fit: await hostFit(now) };
    });
    ops.get('/_ops/api/history', async (request) => ({
      history: await store.readHistory({ remote: str((request.query as Record<string, unknown>).remote) }),
    }));
    ops.post('/_ops/api/promote', async (request, reply) => {
      const b = fieldsOf(request);
      const remote = str(b.remote);
      if (!remote) return bad(reply, 'remote is required');
      const canaryRaw = b.canary ?? b.percent;
      const canary = canaryRaw === undefined || canaryRaw === '' ? undefined : Number(canaryRaw);
      const full = b.full === true || b.full === 'true' || b.full === '1';
      return answer(
        request,
        reply,
        await promote(opContext(request), { remote, version: str(b.version), canary, full, reason: str(b.reason) }),
      );
    });
    ops.post('/_ops/api/canary', async (request, reply) => {
      const b = fieldsOf(request);
      const remote = str(b.remote);
      if (!remote || !str(b.version)) return bad(reply, 'remote and version are required');
      return answer(
        request,
        reply,
        await promote(opContext(request), {
          remote,
          version: str(b.version),
          canary: Number(b.percent ?? b.canary),
          reason: str(b.reason),
        }),
      );
    });
    ops.post('/_ops/api/rollback', async (request, reply) => {
      const b = fieldsOf(request);
      const remote = str(b.remote);
      if (!remote) return bad(reply, 'remote is required');
      return answer(
        request,
        reply,
        await rollback(opContext(request), { remote, to: str(b.to), reason: str(b.reason) }),
      );
    });

    if (options.media) {
      const queues = { db, media: options.media, fieldsOf, by, answer, bad };
      registerModerationRoutes(ops, queues);
      registerPhotoReviewRoutes(ops, queues);
    }

    ops.get('/_ops/api/orders', async () => ({ orders: await recentOrders(db) }));
    ops.get('/_ops/api/signups', async () => ({ sources: await signupSources(db), recent: await recentSignups(db) }));
    ops.get('/_ops/api/landers', async (request) => landerSection(request));
    /** A paid order's refund (credits/refund.ts): once; the form must have its confirmation box ticked. */
    ops.post('/_ops/api/refund', async (request, reply) => {
      const b = fieldsOf(request);
      const order = Number(b.order);
      if (!Number.isInteger(order) || order < 1 || order > 2_147_483_647)
        return bad(reply, 'order must be an order id');
      if (isForm(request) && b.confirm !== 'yes') return bad(reply, 'tick the confirmation box to refund');
      const result = await refundOrder(db, order);
      // the member's open pages show the smaller balance at once
      if (result.ok && result.taken > 0) publishCredits(app, result.member);
      const message = result.ok
        ? `Order ${order} refunded: ${result.taken} of its ${result.credits} credits taken back` +
          (result.taken < result.credits ? ' (the member had spent the rest).' : '.')
        : result.reason === 'not_found'
          ? `Order ${order} does not exist.`
          : `Order ${order} is not paid (or was refunded already): nothing changed.`;
      return answer(request, reply, { ok: result.ok, message, problems: [] });
    });

    /** The login form, with a login CSRF cookie set when the browser has none yet. */
    const loginPage = (request: FastifyRequest, reply: FastifyReply, code: number, error?: string) => {
      let csrf = request.cookies[LOGIN_CSRF_COOKIE];
      if (!csrf) {
        csrf = randomToken();
        reply.setCookie(LOGIN_CSRF_COOKIE, csrf, cookieOptions(request));
      }
      return html(reply, code, renderLogin(csrf, error));
    };

    ops.get('/_ops', async (request, reply) => {
      const q = request.query as Record<string, string | undefined>;
      if (request.cookies[LEGACY_TOKEN_COOKIE] !== undefined)
        reply.clearCookie(LEGACY_TOKEN_COOKIE, cookieOptions(request));
      const session = sessions.get(request);
      if (!session) {
        // A token in the address would sit in logs, history and Referer headers: it logs nobody in.
        const hint = q.token !== undefined ? 'A token in the address is not accepted; log in with this form.' : '';
        return loginPage(request, reply, 401, hint || undefined);
      }
      const now = await status(store);
      const page = renderOpsPage({
        status: now,
        fit: await hostFit(now),
        history: (await store.readHistory()).slice(-50).reverse(),
        errors: await errorCounts(db),
        orders: await recentOrders(db),
        sources: await signupSources(db),
        landers: await landerSection(request),
        moderation: options.media
          ? renderPhotoReview(await pendingPhotos(db), session.csrf) +
            renderModeration(await openReports(db), session.csrf)
          : '',
        csrf: session.csrf,
        message: q.msg,
      });
      return html(reply, 200, page);
    });

    const loginLimit = rateLimit(
      { max: 20, windowMs: 15 * 60_000, key: (request) => `ops_login:${request.ip}` },
      () => 'Too many ops logins. Please wait a while and try again.',
    );
    ops.post('/_ops/login', { config: { rateLimit: loginLimit } }, async (request, reply) => {
      const fields = fieldsOf(request);
      const expected = request.cookies[LOGIN_CSRF_COOKIE];
      if (!expected || typeof fields.csrf !== 'string' || !safeEqual(fields.csrf, expected))
        return loginPage(request, reply, 403, 'The form expired. Please log in again.');
      const sent = str(fields.token);
      if (!sent || !safeEqual(sent, token)) return loginPage(request, reply, 401, 'Wrong token.');
      const previous = sessions.get(request);
      if (previous) await destroyOpsSession(db, previous.idHash);
      const { id } = await createOpsSession(db);
      reply.setCookie(OPS_SESSION_COOKIE, id, { ...cookieOptions(request), maxAge: OPS_SESSION_MS / 1000 });
      reply.clearCookie(LOGIN_CSRF_COOKIE, cookieOptions(request));
      return reply.code(303).header('location', '/_ops').send();
    });
    ops.post('/_ops/logout', async (request, reply) => {
      const session = sessions.get(request);
      if (session) await destroyOpsSession(db, session.idHash);
      reply.clearCookie(OPS_SESSION_COOKIE, cookieOptions(request));
      return reply.code(303).header('location', '/_ops').send();
    });
  };
  await app.register(named(opsPages, 'ops'));
}
