import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import { PAGES_ROUTE } from '../static/spa-fallback';

/** A policy as directive name → source list; an empty list is written as the bare directive. */
export type Directives = Record<string, string[]>;

/** Which policy a response gets: see `policyKind`. */
export type PolicyKind = 'site' | 'api' | 'ops' | 'dev';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Features the site never uses are off for the page and every frame in it. Geolocation stays on for this
 * origin: signup's location step asks for it. Payment is off until the credits flow uses the Payment
 * Request API (then `payment=(self)`). Notifications and push are no Permissions-Policy features.
 * Only names Chromium knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The CSP source of the settings' cdn_prefix when member images come from elsewhere: the origin of an
 * absolute prefix, the host of a scheme-relative one (`//cdn.example.com/`, matched with the page's scheme);
 * null for a path on this site ('/media/'), which 'self' already covers.
 */
export function cdnSource(cdnPrefix: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*:)?\/\//i.exec(cdnPrefix);
  if (!scheme) return null;
  let url: URL;
  try {
    url = new URL(cdnPrefix, 'https://placeholder.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return scheme[1] ? url.origin : url.host;
}

/**
 * The shell, the host's files, the remotes' files and the member images. Scripts only from files of this
 * origin: the host's bundles, and the remote entries and chunks that Module Federation adds as <script src>
 * from /remotes/...; no inline script, no eval. Styles only from files: rspack's native CSS extracts every
 * stylesheet (host and remotes) into .css files loaded with <link>, and React's style props go through the
 * CSSOM, which CSP does not govern. The same policy on sw.js is the service worker's own: its
 * importScripts('/sw-push.js') and its fetches stay on this origin.
 */
export function sitePolicy(cdnPrefix: string): Directives {
  const cdn = cdnSource(cdnPrefix);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(cdn ? [cdn] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** /api answers are data, never documents: opened directly, they may load and run nothing. */
export const API_POLICY: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The ops page (/_ops): server-rendered forms, no script at all. Its one inline <style> is allowed by the
 * hash of what is actually sent, so a change to the page's styles needs no change here.
 */
export function opsPolicy(html: string): Directives {
  const hashes = inlineStyleHashes(html);
  return {
    'default-src': ["'none'"],
    ...(hashes.length ? { 'style-src': hashes } : {}),
    'img-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The server's dev pages (/_dev/mail, /_dev/partner; DEV_TOOLS on loopback only). A mail is shown in a
 * sandboxed srcdoc frame, and a srcdoc document inherits this policy: mail HTML is styled with inline style
 * attributes (mail clients know nothing else), so styles may be inline here. Scripts stay off entirely
 * (the frame's sandbox forbids them as well).
 */
export function devPolicy(cdnPrefix: string): Directives {
  const cdn = cdnSource(cdnPrefix);
  return {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(cdn ? [cdn] : [])],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/** CSP hash sources of the <style> elements in a server-rendered page. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/**
 * CSP hash sources of the style attributes in server-drawn markup (React writes its style props as attributes there;
 * in the browser they go through the CSSOM). Hashed as the browser reads them: entities decoded.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set(
    [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) =>
      m[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ATTRIBUTE_ENTITIES[name]!),
    ),
  );
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
}

/** The style attributes a page the server drew may carry, by their hashes (see allowStyleAttributes). */
const allowedStyleAttributes = new WeakMap<FastifyRequest, string[]>();

/**
 * A page the server drew carries style attributes (docs/architecture.md, Server HTML): its policy allows exactly
 * those, by hash ('unsafe-hashes' lets hashes match attributes; no other inline style is allowed).
 */
export function allowStyleAttributes(request: FastifyRequest, hashes: string[]): void {
  if (hashes.length) allowedStyleAttributes.set(request, hashes);
}

/**
 * Which policy a response gets. `routeOptions.url` is the registered route's pattern: the pages' catch-all
 * (PAGES_ROUTE), which answers the shell and the host's files, or undefined in the not-found handler. So the
 * shell's own /_dev pages (/_dev/dialogs) get the site policy while the server's /_dev routes get the dev one.
 */
export function policyKind(request: FastifyRequest): PolicyKind {
  const pattern: string | undefined = request.routeOptions.url;
  const route = pattern === PAGES_ROUTE ? undefined : pattern;
  const path = route ?? request.url;
  if (path.startsWith('/api/')) return 'api';
  if (route === '/_ops' || route?.startsWith('/_ops/')) return 'ops';
  if (route?.startsWith('/_dev/')) return 'dev';
  return 'site';
}

export interface SecurityHeadersOptions {
  /** settings.cdn_prefix: an absolute one is added to img-src */
  cdnPrefix: string;
}

/**
 * Security headers on every response (docs: @fastify/helmet 13). Helmet sends the fixed ones in onRequest:
 * X-Frame-Options DENY, Cross-Origin-Opener-Policy and -Resource-Policy, Origin-Agent-Cluster, and the
 * legacy X-DNS-Prefetch-Control / X-Download-Options / X-Permitted-Cross-Domain-Policies / X-XSS-Protection: 0.
 * What depends on the response is sent here in onSend: the Content-Security-Policy per kind of response
 * (the ops page's hashes need the page), HSTS only when the browser reached us over https (directly, or
 * through a proxy trusted with `trustProxy`), and Permissions-Policy.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { cdnPrefix }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // app.ts sends both for every response already.
      referrerPolicy: false,
      xContentTypeOptions: false,
    });
    const fixed: Record<Exclude<PolicyKind, 'ops'>, string> = {
      site: serializePolicy(sitePolicy(cdnPrefix)),
      api: serializePolicy(API_POLICY),
      dev: serializePolicy(devPolicy(cdnPrefix)),
    };

    app.addHook('onSend', async (request, reply, payload) => {
      const kind = policyKind(request);
      const styleAttributes = kind === 'site' ? allowedStyleAttributes.get(request) : undefined;
      const csp =
        kind === 'ops'
          ? serializePolicy(opsPolicy(typeof payload === 'string' ? payload : ''))
          : styleAttributes
            ? serializePolicy({ ...sitePolicy(cdnPrefix), 'style-src-attr': ["'unsafe-hashes'", ...styleAttributes] })
            : fixed[kind];
      reply.header('content-security-policy', csp);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // Member images may be served through a CDN on another site (cdn_prefix) and embedded in mails.
      if (kind === 'site' && request.url.startsWith('/media/'))
        reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    });
  },
  { name: 'security-headers' },
);
