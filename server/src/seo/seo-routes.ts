import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@dating/config';
import { escapeHtml } from '@dating/legal/server';
import { routes, STATIC_PAGES } from '@dating/routes';
import { REVALIDATE } from '../static/cache-policy';
import { languageUrl } from './head-html';
import type { LanderContentStore } from './lander-content';

/** Public pages that are the same for every visitor; campaigns are added from the live landers content. */
const PUBLIC_PAGES = [
  '/',
  ...STATIC_PAGES.map((page) => `/pages/${page}`),
  '/pricing',
  '/match-finder',
  '/signup-matches',
];

/** The fixed start of each members-only route ('/chats/:chatId' → '/chats/'): nothing there for a crawler. */
export function membersOnlyPrefixes(): string[] {
  const prefixes = routes
    .filter((route) => route.access === 'login' || route.access === 'dev')
    .flatMap((route) => [route.path, ...(route.aliases ?? [])])
    .map((path) => path.split(':')[0]!);
  return [...new Set(prefixes)].filter((p) => p !== '/').sort();
}

/**
 * /robots.txt and /sitemap.xml (docs/product.md §2 lists the public pages): crawlers may read the public pages,
 * not the calls or the members' area, and find every public page, each in its 7 language versions.
 */
export async function seoRoutes(app: FastifyInstance, { contents }: { contents: LanderContentStore }): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /_ops',
      ...membersOnlyPrefixes().map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${app.mailLinkBase(request)}/sitemap.xml`,
      '',
    ];
    return reply.header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = app.mailLinkBase(request);
    const content = await contents.live();
    const campaigns = (content?.campaigns ?? []).map((c) => `/landers/${c.kind}/${c.slug}`);
    const entry = (path: string) => {
      const alternates = LANGUAGES.map(
        (lng) => `<xhtml:link rel="alternate" hreflang="${lng}" href="${escapeHtml(languageUrl(origin, path, lng))}"/>`,
      );
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}"/>`;
      return `<url><loc>${escapeHtml(origin + path)}</loc>${alternates.join('')}${fallback}</url>`;
    };
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      [...PUBLIC_PAGES, ...campaigns].map(entry).join('\n') +
      '\n</urlset>\n';
    return reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(xml);
  });
}
