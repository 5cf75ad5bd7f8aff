import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Db } from './db/connect';
import { mediaDirOf } from './config';
import { installRequestAuth } from './auth/request-auth';
import { installCsrfCheck } from './auth/csrf';
import { installErrorHandler } from './http/error-handler';
import { ApiRouter } from './http/api-router';
import { siteConfigFromEnv, type SiteConfig } from './site/site-config';
import type { RouteDeps } from './routes/context';
import { userRoutes } from './routes/user';
import { loginRoutes } from './routes/login';
import { logoutRoutes } from './routes/logout';
import { siteRoutes } from './routes/site';
import { chatRoutes } from './routes/chats';
import { likeRoutes } from './routes/likes';
import { searchRoutes } from './routes/search';
import { profileRoutes } from './routes/profile';
import { chatStartRoutes } from './routes/chat-start';
import { pageHiddenRoutes } from './routes/page-hidden';
import { xcamsRoutes } from './routes/xcams';
import { devRoutes } from './routes/dev';
import { remoteErrorRoutes } from './routes/remote-error';
import { registerOps } from './ops/ops-routes';
import { installSignup, type SignupOptions } from './signup/install';
import { registerRemoteFiles } from './static/remotes';
import { registerPointer } from './static/pointer';
import { registerMedia } from './static/media';
import { registerSpaFallback } from './static/spa-fallback';

export interface AppOptions {
  db: Db;
  /** the .data root; member images live in <dataDir>/media */
  dataDir: string;
  /** the deploy store: <storeDir>/remotes/<name>/<version>, <storeDir>/pointer/production.json */
  storeDir: string;
  /** the host build (host/dist) */
  hostDir: string;
  devTools: boolean;
  logger?: FastifyServerOptions['logger'];
  /** site switches; defaults from the environment */
  site?: Partial<SiteConfig>;
  /** trust X-Forwarded-* from a proxy in front (needed for Secure cookies and client IPs behind it) */
  trustProxy?: boolean;
  /** validate every /api answer against the contract; defaults to on outside production */
  checkResponses?: boolean;
  loginRateLimit?: { max: number; windowMs: number };
  /** bearer token of the ops API and page (/_ops); without one they answer 404. Default: env OPS_TOKEN */
  opsToken?: string;
  /** a canary is rolled back when its beacon errors exceed this. Default: env CANARY_MAX_ERRORS or 5 */
  canaryMaxErrors?: number;
  /** remote-error beacons per IP per minute (default 30) */
  remoteErrorRateLimit?: number;
  /** signup, mail and push settings; defaults from the environment (src/signup/install.ts) */
  signup?: Partial<SignupOptions>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const site: SiteConfig = { ...siteConfigFromEnv(), ...options.site, devTools: options.devTools };
  const deps: RouteDeps = {
    db: options.db,
    site,
    loginRateLimit: options.loginRateLimit ?? { max: 10, windowMs: 15 * 60_000 },
  };

  await app.register(fastifyCookie);
  // global: false — only login is limited, through createRateLimit in its handler (it needs the body).
  await app.register(fastifyRateLimit, { global: false });
  // serve: false — only the sendFile decorator; each static area checks its own paths and cache policy.
  await app.register(fastifyStatic, { serve: false, dotfiles: 'deny' });

  // navigator.sendBeacon posts a string as text/plain: the remote-error beacon's JSON arrives that way.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (request.url.split('?')[0] !== '/api/remote-error.php') return done(null, body);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, body);
    }
  });

  installErrorHandler(app);
  installRequestAuth(app, options.db);
  installCsrfCheck(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  const api = new ApiRouter({ checkResponses: options.checkResponses ?? process.env.NODE_ENV !== 'production' });
  userRoutes(api, deps);
  loginRoutes(app, api, deps);
  logoutRoutes(api, deps);
  siteRoutes(api, deps);
  chatRoutes(api, deps);
  likeRoutes(api, deps);
  searchRoutes(api, deps);
  profileRoutes(api, deps);
  chatStartRoutes(api, deps);
  pageHiddenRoutes(app, deps);
  xcamsRoutes(app, api, deps);
  if (options.devTools) devRoutes(api, deps);
  await installSignup(app, api, deps, mediaDirOf(options.dataDir), options.signup);
  remoteErrorRoutes(app, api, deps, {
    storeDir: options.storeDir,
    canaryMaxErrors: options.canaryMaxErrors ?? Number(process.env.CANARY_MAX_ERRORS ?? 5),
    perMinute: options.remoteErrorRateLimit,
  });
  api.mount(app);
  await registerOps(app, { db: options.db, storeDir: options.storeDir, token: options.opsToken ?? (process.env.OPS_TOKEN || undefined) });

  registerPointer(app, options.storeDir);
  registerRemoteFiles(app, options.storeDir);
  registerMedia(app, mediaDirOf(options.dataDir));
  registerSpaFallback(app, options.hostDir, { devTools: options.devTools });
  return app;
}
