import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { BUCKET_COOKIE, parseBucket } from '@dating/release-store';
import {
  AFTER_PAINT_PATH,
  isAppShellRequest,
  landingVisitPage,
  matchRoute,
  notFoundMessage,
  validationFailedMessage,
  type RouteDef,
  type RouteMatch,
} from '@dating/routes';
import { isHashedName, IMMUTABLE, NO_STORE, REVALIDATE } from './cache-policy';
import { HostShell, NOT_BUILT_MESSAGE } from './host-shell';
import { RemotePreloads } from './remote-preloads';
import { WEB_MANIFEST_PATH, webManifest } from './web-manifest';
import { AFTER_PAINT_SCRIPT } from '../server-html/scripts-after-paint';
import { resolveFile } from './safe-path';
import { LanderContentStore } from '../seo/lander-content';
import type { ServedVersions } from './served-versions';
import type { LanderVisits } from '../landers/lander-visits';
import type { ObjectStore } from '../objects/object-store';
import { pageHead } from '../seo/page-head';
import { shellWithHead } from '../seo/head-html';
import { pageLanguage } from '../seo/page-language';
import { PublicPageHtml } from '../server-html/public-page-html';
import { allowStyleAttributes } from '../plugins/security-headers';
import { SESSION_COOKIE } from '../auth/cookies';
import { ensureCsrfCookie } from '../auth/request-auth';

/** The route of every page and host file: whatever no more specific route matched. */
export const PAGES_ROUTE = '/*';

/**
 * Everything that is not /api, /remotes, /media or the pointer: a file of the host build, or else the app
 * shell (index.html) for client-side routing. The status follows the route table so that crawlers and
 * monitoring see real 404s: 200 for a route of @dating/routes, 404 for anything else. Bots get a plain
 * text 404 instead of the app for unknown paths (spec: bots do not get the error page).
 */
export function registerSpaFallback(
  app: FastifyInstance,
  hostDir: string,
  options: {
    devTools: boolean;
    contents: LanderContentStore;
    versions: ServedVersions;
    store: ObjectStore;
    visits: LanderVisits;
  },
): void {
  const shell = new HostShell(hostDir);
  const preloads = new RemotePreloads(options.store);
  const { contents } = options;
  const serverHtml = new PublicPageHtml(app, hostDir, options.store, {
    contents,
    versions: options.versions,
    preloads,
  });

  const noCall = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    reply.code(404).send({ error: 'not_found', message: `No ${request.method} call at ${pathname}.` });
  app.setNotFoundHandler(async (request, reply) => noCall(request, reply, request.url.split('?')[0]!));
  // A route of its own (GET, and HEAD beside it), not the not-found handler: routes get the hooks of the plugins
  // registered before them, among them compression (src/http/compression.ts), which the not-found handler never
  // runs. Every more specific route (/api, /remotes, /media, the pointer) is matched before this one.
  app.get(PAGES_ROUTE, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/')) return noCall(request, reply, pathname);
    if (pathname === WEB_MANIFEST_PATH) {
      const manifest = await webManifest(hostDir, app.site.name);
      if (manifest) return reply.header('cache-control', REVALIDATE).type('application/manifest+json').send(manifest);
    }
    if (pathname === AFTER_PAINT_PATH)
      return reply.header('cache-control', REVALIDATE).type('text/javascript; charset=utf-8').send(AFTER_PAINT_SCRIPT);
    const file = await resolveFile(hostDir, pathname);
    if (file && file !== 'index.html') return sendHostFile(reply, file, hostDir);
    return sendShell(app, request, reply, pathname, {
      shell,
      contents,
      preloads,
      serverHtml,
      devTools: options.devTools,
      countVisit: (match) => countLanderVisit(request, match, options),
    });
  });
}

function sendHostFile(reply: FastifyReply, file: string, hostDir: string) {
  // Hashed bundles never change; everything else (sw.js, manifest, icons) is revalidated each load so a
  // new service worker or manifest is seen at once.
  reply.header('cache-control', isHashedName(file) ? IMMUTABLE : REVALIDATE);
  return reply.sendFile(file, hostDir, { cacheControl: false });
}

async function sendShell(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  {
    shell,
    contents,
    preloads,
    serverHtml,
    devTools,
    countVisit,
  }: {
    shell: HostShell;
    contents: LanderContentStore;
    preloads: RemotePreloads;
    serverHtml: PublicPageHtml;
    devTools: boolean;
    countVisit: (match: RouteMatch) => Promise<void>;
  },
) {
  const match = matchRoute(pathname);
  const known = match !== null && (match.route.access !== 'dev' || devTools);
  const { language, fromQuery } = pageLanguage(request);
  const head = known && match.valid ? await pageHead(app, request, match, language, contents) : null;
  const status = known && match.valid && !head?.missing ? 200 : 404;
  const isBot = isbot(request.headers['user-agent'] ?? '');

  if (status === 404 && isBot) {
    const message = known && !match.valid ? validationFailedMessage(pathname) : notFoundMessage(pathname);
    return reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send(`404 ${message}`);
  }
  const built = await shell.indexHtml();
  if (!built)
    return reply.code(503).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
  // The page brings the csrf cookie: the calls it makes at once on load would otherwise each mint one, and a
  // call sent with one token could leave while another answer replaces the cookie (a login refused as 'csrf').
  ensureCsrfCookie(request, reply);
  // The hints follow the pointer and the visitor's canary bucket and session (cookies).
  reply.header('vary', 'Cookie');
  const hints = known && match.valid && !isBot ? await remoteHints(preloads, request, match.route) : '';
  const html = hints ? built.toString('utf8').replace('</head>', () => `${hints}</head>`) : built;
  if (!head || head.missing)
    return reply.code(status).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  // A member's request gets the app alone: the server draws pages as a visitor sees them. The worker's copy of the
  // shell, which it answers every page with, a member's too, is never drawn.
  const drawn =
    match && !request.cookies[SESSION_COOKIE] && !isAppShellRequest(request.url)
      ? await serverHtml.forVisitor(request, match, language)
      : null;
  if (drawn) allowStyleAttributes(request, drawn.styleHashes);
  if (status === 200 && !isBot && match !== null && match.valid) await countVisit(match);
  const page = shellWithHead(
    html.toString('utf8'),
    head,
    { origin: app.mailLinkBase(request), pathname, language, languageInUrl: fromQuery, siteName: app.site.name },
    drawn,
  );
  // The head follows the language, which may come from the cookie or Accept-Language.
  return reply
    .code(status)
    .header('cache-control', REVALIDATE)
    .header('vary', 'Cookie, Accept-Language, User-Agent')
    .type('text/html; charset=utf-8')
    .send(page);
}

/** The route's remote files as preload hints; a hint never costs the page, so a failure means none. */
async function remoteHints(preloads: RemotePreloads, request: FastifyRequest, route: RouteDef): Promise<string> {
  try {
    return await preloads.linksFor({
      route,
      bucket: parseBucket(request.cookies[BUCKET_COOKIE]),
      hasSession: Boolean(request.cookies[SESSION_COOKIE]),
    });
  } catch (err) {
    request.log.warn({ err }, 'remote preload hints');
    return '';
  }
}

/**
 * A visitor's landing page counts as a visit of the landers version they are served (their canary bucket decides):
 * not a member's, a bot's, a HEAD or a browser's prefetch, which nobody saw.
 */
async function countLanderVisit(
  request: FastifyRequest,
  match: RouteMatch,
  { versions, visits }: { versions: ServedVersions; visits: LanderVisits },
): Promise<void> {
  const page = landingVisitPage(match.route.name, match.params);
  if (page === null || request.method !== 'GET' || request.cookies[SESSION_COOKIE]) return;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  if (typeof purpose === 'string' && purpose.includes('prefetch')) return;
  const version = await versions.forRequest(request, 'landers');
  if (version) visits.count(page, version);
}
