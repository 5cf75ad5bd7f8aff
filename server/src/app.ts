import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Db } from './db/connect';
import {
  allowedHostsFromEnv,
  assertStartable,
  isProductionEnv,
  mailLinkConfig,
  paymentConfigFromEnv,
  type PaymentConfig,
} from './config';
import { installErrorHandler } from './http/error-handler';
import { BODY_LIMIT_BYTES, installJsonBodyParser } from './http/json-body';
import { fixedQueryConstraint } from './http/fixed-query-constraint';
import { childLoggerWithPackageName } from './http/package-name-log';
import { appDecorators } from './plugins/app-decorators';
import { jobsPlugin, type JobsPluginOptions } from './jobs/plugin';
import { sessionsPlugin } from './auth/sessions-plugin';
import { apiPlugin } from './plugins/api';
import { paymentsPlugin } from './payments/plugin';
import { registerRateLimits } from './plugins/rate-limits';
import type { ResetPasswordLimits } from './routes/password-reset';
import { realtimePlugin, type Ticker } from './realtime/plugin';
import { pointerWatchPlugin } from './pointer-watch/plugin';
import { pollVersionsPlugin } from './polling/plugin';
import { healthPlugin } from './health/plugin';
import { searchCachePlugin } from './search/plugin';
import { securityHeaders } from './plugins/security-headers';
import { siteConfigFromEnv, type SiteConfig } from './site/site-config';
import { signupOptionsFromEnv, type SignupOptions } from './signup/signup-options';
import { devToolsGuard } from './routes/dev-guard';
import { registerCompression } from './http/compression';
import { devMailRoutes } from './routes/dev-mail';
import { devPartnerRoutes } from './routes/dev-partner';
import { registerOps } from './ops/ops-routes';
import { registerRemoteFiles } from './static/remotes';
import { registerPointer } from './static/pointer';
import { registerMedia } from './static/media';
import { registerBlurredMedia } from './landers/blurred-media';
import { registerSpaFallback } from './static/spa-fallback';
import { LanderContentStore } from './seo/lander-content';
import { ServedVersions } from './static/served-versions';
import { LanderVisits } from './landers/lander-visits';
import { seoRoutes } from './seo/seo-routes';
import { mediaStoresFor } from './objects/media-stores';
import { renditionBackfill } from './images/rendition-backfill';
import { remoteStoreFor } from './objects/remote-store';
import { s3SettingsFromEnv, type S3Settings } from './objects/s3-settings';
import { missingCompanySettings } from './site/company';
import { named } from './plugins/display-name';
import { closeFinishedConnections } from './plugins/close-finished-connections';

export interface AppOptions {
  db: Db;
  /** the .data root; member images live in <dataDir>/media and data exports in <dataDir>/exports unless mediaBucket */
  dataDir: string;
  /** member images and data exports in this bucket instead (objects/media-stores.ts). Default: env MEDIA_S3_BUCKET */
  mediaBucket?: S3Settings;
  /** the deploy store: <storeDir>/remotes/<name>/<version>, <storeDir>/pointer/production.json */
  storeDir: string;
  /** the deploy store in this bucket instead, at its root (objects/remote-store.ts). Default: env STORE_S3_BUCKET */
  storeBucket?: S3Settings;
  /** the host build (host/dist) */
  hostDir: string;
  /** the dev panel, /_dev pages and /api/_dev calls; they answer only to loopback (src/routes/dev-guard.ts) */
  devTools: boolean;
  /** refuse DEV_TOOLS, require PUBLIC_URL. Default: NODE_ENV=production */
  production?: boolean;
  /** host[:port] a request's Host may name for links in mails without PUBLIC_URL. Default: env ALLOWED_HOSTS */
  allowedHosts?: string[];
  logger?: FastifyServerOptions['logger'];
  /** site switches; defaults from the environment */
  site?: Partial<SiteConfig>;
  /** trust X-Forwarded-* from a proxy in front (needed for Secure cookies and client IPs behind it) */
  trustProxy?: boolean;
  /** validate every /api answer against the contract; defaults to on outside production */
  checkResponses?: boolean;
  loginRateLimit?: { max: number; windowMs: number };
  /** password reset mails per address and per IP. Default: routes/password-reset.ts */
  resetPasswordLimits?: ResetPasswordLimits;
  /** bearer token of the ops API, and what the /_ops login form asks; without one both 404. Default: env OPS_TOKEN */
  opsToken?: string;
  /** a canary is rolled back when its beacon errors exceed this. Default: env CANARY_MAX_ERRORS or 5 */
  canaryMaxErrors?: number;
  /** remote-error beacons per IP per minute (default 30) */
  remoteErrorRateLimit?: number;
  /** signup, mail and push settings; defaults from the environment (src/signup/signup-options.ts) */
  signup?: Partial<SignupOptions>;
  /** rate-limit counts in Redis, shared by every instance. Default: env REDIS_URL; unset: in memory */
  redisUrl?: string;
  /** prefix of the rate-limit keys in Redis */
  rateLimitNameSpace?: string;
  /** the event stream: prefix of its Redis keys and channels, heartbeat interval or ticker (src/realtime/plugin.ts) */
  realtime?: { nameSpace?: string; heartbeatMs?: number; heartbeat?: Ticker };
  /** the payment provider and its settings (src/payments/plugin.ts). Default: env PAYMENT_PROVIDER, … */
  payments?: PaymentConfig;
  /** the background job queue's polling and stop timeout (src/jobs/plugin.ts) */
  jobs?: Omit<JobsPluginOptions, 'db'>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const signup = { ...signupOptionsFromEnv(), ...options.signup };
  const mailLinks = mailLinkConfig({
    publicUrl: signup.publicUrl,
    allowedHosts: options.allowedHosts ?? allowedHostsFromEnv(),
  });
  assertStartable({
    production: options.production ?? isProductionEnv(),
    devTools: options.devTools,
    publicUrl: mailLinks.publicUrl,
    missingCompany: missingCompanySettings(),
  });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    childLoggerFactory: childLoggerWithPackageName,
    routerOptions: { constraints: { fixedQuery: fixedQueryConstraint() } },
    // Every body parser reads at most this much; multipart (photos) streams under its own limits.
    bodyLimit: BODY_LIMIT_BYTES,
  });
  installJsonBodyParser(app);
  await registerCompression(app);
  await app.register(closeFinishedConnections);
  const site: SiteConfig = { ...siteConfigFromEnv(), ...options.site, devTools: options.devTools };
  const stores = mediaStoresFor(
    options.dataDir,
    'mediaBucket' in options ? options.mediaBucket : s3SettingsFromEnv('MEDIA_S3_BUCKET'),
    app.log,
  );
  const remoteStore = remoteStoreFor(
    options.storeDir,
    'storeBucket' in options ? options.storeBucket : s3SettingsFromEnv('STORE_S3_BUCKET'),
    app.log,
  );
  app.addHook('onClose', async () => {
    stores.close();
    remoteStore.close();
  });
  app.log.info(
    { media: stores.media.location, exports: stores.exports.location, remotes: remoteStore.objects.location },
    'object stores',
  );

  await app.register(jobsPlugin, { ...options.jobs, db: options.db });
  await app.register(appDecorators, {
    db: options.db,
    site,
    mail: { smtpUrl: signup.smtpUrl, from: signup.mailFrom, retry: signup.mailRetry },
    checkResponses: options.checkResponses ?? process.env.NODE_ENV !== 'production',
    mailLinks,
  });
  await app.register(securityHeaders, { cdnPrefix: site.cdnPrefix });
  await app.register(healthPlugin, { redisUrl: options.redisUrl ?? (process.env.REDIS_URL || undefined) });
  await app.register(fastifyCookie);
  await registerRateLimits(app, {
    redisUrl: options.redisUrl ?? (process.env.REDIS_URL || undefined),
    nameSpace: options.rateLimitNameSpace,
  });
  await app.register(sessionsPlugin, {
    redisUrl: options.redisUrl ?? (process.env.REDIS_URL || undefined),
    nameSpace: options.realtime?.nameSpace,
  });
  await app.register(pollVersionsPlugin);
  await app.register(searchCachePlugin);
  await app.register(realtimePlugin, {
    redisUrl: options.redisUrl ?? (process.env.REDIS_URL || undefined),
    ...options.realtime,
    vapidSubject: signup.vapidSubject,
  });
  await app.register(pointerWatchPlugin, { store: remoteStore });
  // serve: false — only the sendFile decorator; each static area checks its own paths and cache policy.
  // preCompressed: a file's .br or .gz copy, made by the build (@dating/build precompress.ts), when the browser
  // accepts it.
  await app.register(fastifyStatic, { serve: false, dotfiles: 'deny', preCompressed: true });

  installErrorHandler(app);
  await app.register(devToolsGuard, { enabled: options.devTools });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  await app.register(paymentsPlugin, {
    config: options.payments ?? paymentConfigFromEnv(process.env, options.production ?? isProductionEnv()),
  });
  await app.register(named(apiPlugin), {
    loginLimit: options.loginRateLimit ?? { max: 10, windowMs: 15 * 60_000 },
    resetPasswordLimits: options.resetPasswordLimits,
    signup,
    stores,
    remoteErrors: {
      store: remoteStore.deploy,
      canaryMaxErrors: options.canaryMaxErrors ?? Number(process.env.CANARY_MAX_ERRORS ?? 5),
      perMinute: options.remoteErrorRateLimit,
    },
  });
  if (options.devTools) {
    await app.register(named(devMailRoutes));
    await app.register(named(devPartnerRoutes));
  }
  await app.register(named(renditionBackfill), { media: stores.media });
  const opsToken = options.opsToken ?? (process.env.OPS_TOKEN || undefined);
  // the landing pages' visits per landers version, counted as they are served (below) and shown to ops
  const visits = new LanderVisits(options.db, app.log);
  app.addHook('onClose', () => visits.close());
  await app.register(named(registerOps), {
    db: options.db,
    store: remoteStore.deploy,
    token: opsToken,
    media: stores.media,
    visits,
    hostDir: options.hostDir,
  });

  const storedFiles = async (files: FastifyInstance) => {
    registerPointer(files, remoteStore.objects);
    registerRemoteFiles(files, remoteStore.objects);
    await registerBlurredMedia(files, stores.media);
    registerMedia(files, stores.media);
  };
  await app.register(named(storedFiles));
  // The public pages' heads and the crawler files read the landers content published in the store.
  const versions = new ServedVersions(remoteStore.objects);
  const contents = new LanderContentStore(remoteStore.objects, versions);
  await app.register(named(seoRoutes), { contents });
  registerSpaFallback(app, options.hostDir, {
    devTools: options.devTools,
    contents,
    versions,
    store: remoteStore.objects,
    visits,
  });
  return app;
}
