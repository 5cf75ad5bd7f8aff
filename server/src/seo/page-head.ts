import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@dating/config';
import type { LanderPageName, PageCopy } from '@dating/contract';
import { fillLegalDocument, loadLegalDocument, type LegalDocName } from '@dating/legal/server';
import type { RouteMatch } from '@dating/routes';
import { companyInfo } from '../site/company';
import type { LanderContentStore } from './lander-content';
import { isShownToVisitors } from '../members/visibility';
import { accountPageHead, isAccountPage } from './account-page-head';

/** What the server says about a public page before any script runs (search engines, link previews). */
export interface PageHead {
  title: string;
  description: string;
  /** the URL names a campaign or member that does not exist: the answer is a 404 */
  missing?: boolean;
}

const LANDER_PAGE_OF: Record<string, LanderPageName> = {
  index: 'index',
  'match-finder': 'match-finder',
  'signup-matches': 'signup-matches',
  'members-memberId-landing': 'member-landing',
  'members-memberId-landing2-slug': 'member-landing',
  'members-memberId-landing3-slug': 'member-landing',
};

const withName = (copy: PageCopy, name: string): PageCopy => ({
  title: copy.title.replaceAll('{{name}}', name),
  description: copy.description.replaceAll('{{name}}', name),
});

/**
 * The head of the pages search engines should find (docs/product.md §2:
 * index, static pages, landing pages, match-finder, signup-matches) and of the two doors into the site (/login,
 * /signup), in the page's language; null for every other page.
 */
export async function pageHead(
  app: FastifyInstance,
  request: FastifyRequest,
  match: RouteMatch,
  language: Language,
  contents: LanderContentStore,
): Promise<PageHead | null> {
  const { route, params } = match;
  if (route.name.startsWith('pages-')) return staticPageHead(app, route.name.slice('pages-'.length), language);
  if (isAccountPage(route.name)) return accountPageHead(route.name, language, app.site.name);

  const content =
    route.name === 'landers-kind-slug' || LANDER_PAGE_OF[route.name] ? await contents.forRequest(request) : null;
  if (route.name === 'landers-kind-slug') {
    const campaign = content?.campaigns.find((c) => c.kind === params.kind && c.slug === params.slug);
    if (!campaign) return content ? { title: app.site.name, description: '', missing: true } : null;
    const { title, description } = campaign.copy[language];
    return { title, description };
  }
  const page = LANDER_PAGE_OF[route.name];
  if (!page || !content) return null;
  const copy = content.pages[page][language];
  if (page !== 'member-landing') return copy;
  return memberLandingHead(app, Number(params.memberId), copy);
}

async function memberLandingHead(app: FastifyInstance, memberId: number, copy: PageCopy): Promise<PageHead> {
  const member = Number.isSafeInteger(memberId)
    ? await app.db
        .selectFrom('members')
        .select(['name'])
        .where('id', '=', memberId)
        .where((eb) => isShownToVisitors(eb))
        .executeTakeFirst()
    : undefined;
  if (!member) return { title: app.site.name, description: '', missing: true };
  return withName(copy, member.name);
}

async function staticPageHead(app: FastifyInstance, doc: string, language: Language): Promise<PageHead> {
  const { title, description } = fillLegalDocument(await loadLegalDocument(language, doc as LegalDocName), {
    company: companyInfo(),
    siteName: app.site.name,
  });
  return { title, description };
}
