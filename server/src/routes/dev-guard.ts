import fp from 'fastify-plugin';
import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** /_dev/... pages (the outbox, the partner stand-in, the shell's dev pages) and /api/_dev/... calls. */
const DEV_PATH = /^\/(?:api\/)?_dev(?:\/|$)/;

/** Headers a proxy adds: a request relayed from elsewhere is not the developer at this machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (what a dual-stack socket reports for 127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = /^::ffff:/i.test(address) ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * The developer at this machine: the TCP peer is a loopback address and no proxy relayed the request. The
 * peer is the socket's, never X-Forwarded-For or request.ip, which a client can write (with trustProxy) —
 * and a proxy on this machine would make every visitor look local, so any forwarding header refuses.
 */
export function isLocalDeveloper(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

function isDevRequest(request: FastifyRequest): boolean {
  // The route Fastify matched (it decodes the path: /%5Fdev/mail is /_dev/mail), or for the shell's pages,
  // which share the pages' catch-all route, the path as sent and decoded.
  const route = request.routeOptions.url;
  if (route !== undefined && DEV_PATH.test(route)) return true;
  const path = request.url.split('?')[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: the router cannot have decoded it either
  }
  return DEV_PATH.test(path) || DEV_PATH.test(decoded);
}

/**
 * Dev tools answer only with DEV_TOOLS on and only to the local developer; anyone else gets the 404 a
 * site without them gives. The outbox shows every member's activation link, and opening one logs in as
 * that member, so this is account takeover for whoever reaches it. Root-level (fastify-plugin) and
 * registered before the routes, so its hook covers every route and the not-found handler.
 */
export const devToolsGuard = fp<{ enabled: boolean }>(
  async (app, options) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isDevRequest(request)) return;
      if (options.enabled && isLocalDeveloper(request)) return;
      const path = request.url.split('?')[0]!;
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: 'not_found', message: `No ${request.method} call at ${path}.` });
    });
  },
  { name: 'dev-tools-guard' },
);
