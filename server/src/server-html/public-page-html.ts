import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  apiQueryKey,
  endpointKey,
  getCompanyinfo,
  getTeasers,
  getSettings,
  getUser,
  PAGE_SLOT,
  SERVER_PAGE_ID,
  SERVER_STATE_ID,
  type LayoutRenderBundle,
  type PageRenderBundle,
  type PageRenderRequest,
  type ServerAnswer,
} from '@dating/contract';
import { escapeHtml } from '@dating/legal/server';
import type { RouteMatch } from '@dating/routes';
import type { LanderContentStore } from '../seo/lander-content';
import type { ServedVersions } from '../static/served-versions';
import { companyInfo } from '../site/company';
import { buildSettings } from '../site/settings';
import { styleAttributeHashes } from '../plugins/security-headers';
import type { RemotePreloads } from '../static/remote-preloads';
import type { ObjectStore } from '../objects/object-store';
import { keptPromise } from '../static/kept-promise';
import { HostRenderBundle, RemoteRenderBundles } from './render-bundles';

/** A public page drawn by the server: what goes into the head, and what goes before the app's (hidden) root. */
export interface ServerPage {
  head: string;
  body: string;
  /** the CSP hashes of its style attributes (plugins/security-headers.ts allowStyleAttributes) */
  styleHashes: string[];
}

/**
 * The remotes whose pages the server draws: the public pages of docs/product.md §2 are the landers', the signup
 * pages the signup remote's (and /login the shell's).
 */
const DRAWN_REMOTES = ['landers', 'signup'] as const;
type DrawnRemote = (typeof DRAWN_REMOTES)[number];
const isDrawnRemote = (remote: string): remote is DrawnRemote => (DRAWN_REMOTES as readonly string[]).includes(remote);

/**
 * The pages about one member (the member landings): drawn with the teasers call answered for this visitor (the member
 * and others near them, blurred or not as the visitor may see them), so they are drawn for each request, never kept.
 */
const MEMBER_PAGES = new Set([
  'members-memberId-landing',
  'members-memberId-landing2-slug',
  'members-memberId-landing3-slug',
]);

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What the server reads to draw a page: the versions a visitor is served, a lander version's content, its CSS. */
export interface PublicPageSources {
  versions: ServedVersions;
  contents: LanderContentStore;
  preloads: RemotePreloads;
}

/**
 * The public pages as HTML for everyone (docs/architecture.md, Server HTML): the shell's layout (and its login page)
 * drawn by the host build's render file, the page by the render file of the remote version the visitor is served
 * (pointer and canary bucket), both from the components the app runs, with the calls the page makes at once already
 * answered. The app starts from the same answers and replaces the HTML once it has drawn the same page.
 */
export class PublicPageHtml {
  private readonly host: HostRenderBundle;
  private readonly pages: ReadonlyMap<DrawnRemote, RemoteRenderBundles>;
  /** a page depends only on the key's parts: the same visitor page is drawn once */
  private readonly drawn = new LRUCache<string, Promise<ServerPage | null>>({ max: 500 });

  constructor(
    private readonly app: FastifyInstance,
    hostDir: string,
    store: ObjectStore,
    private readonly sources: PublicPageSources,
  ) {
    this.host = new HostRenderBundle(hostDir);
    this.pages = new Map(DRAWN_REMOTES.map((remote) => [remote, new RemoteRenderBundles(store, remote)]));
  }

  /**
   * The page for a visitor; null when the server does not draw it (another remote's page, no render build in the
   * version or the host build) or could not: then the page goes out as the app's shell alone, as it always could.
   */
  async forVisitor(request: FastifyRequest, match: RouteMatch, language: string): Promise<ServerPage | null> {
    const { target } = match.route;
    if ('host' in target) return this.hostPage(request, match, language);
    const { remote } = target;
    if (!isDrawnRemote(remote)) return null;
    try {
      const version = await this.sources.versions.forRequest(request, remote);
      if (!version) return null;
      const [host, pages] = await Promise.all([this.host.get(), this.pages.get(remote)!.get(version)]);
      if (!host || !pages) return null;
      const answers = visitorAnswers(this.app, request);
      const url = request.url.split('?')[0]!;
      const job = { url, language, remote, version, match, module: target.module, answers, host: host.bundle, pages };
      if (MEMBER_PAGES.has(match.route.name)) return await this.draw({ ...job, ask: this.askerFor(request) });
      const key = [host.id, remote, version, url, language, hashOf(answers)].join('\n');
      return await keptPromise(this.drawn, key, () => this.draw(job));
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server HTML of a public page');
      return null;
    }
  }

  /** A page the shell owns (/login), drawn by the host build's file alone; the same for every visitor of a language. */
  private async hostPage(request: FastifyRequest, match: RouteMatch, language: string): Promise<ServerPage | null> {
    try {
      const host = await this.host.get();
      const renderHostPage = host?.bundle.renderHostPage;
      if (!host || !renderHostPage) return null;
      const answers = visitorAnswers(this.app, request);
      const url = request.url.split('?')[0]!;
      const key = [host.id, url, language, hashOf(answers)].join('\n');
      return await keptPromise(this.drawn, key, async () => {
        const page = await renderHostPage({
          url,
          language,
          layout: match.layout,
          routeName: match.route.name,
          answers,
        });
        return page && serverPage(page.html, page.state, []);
      });
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server HTML of a page of the shell');
      return null;
    }
  }

  private async draw(job: {
    url: string;
    language: string;
    remote: DrawnRemote;
    version: string;
    match: RouteMatch;
    module: string;
    answers: ServerAnswer[];
    host: LayoutRenderBundle;
    pages: PageRenderBundle;
    ask?: PageRenderRequest['ask'];
  }): Promise<ServerPage | null> {
    const { url, language, remote, version, match, answers, ask } = job;
    // campaign copy belongs to a landers version
    const content = remote === 'landers' ? await this.sources.contents.contentOf(version) : null;
    const [layout, page, styles] = await Promise.all([
      job.host.renderLayout({ url, language, layout: match.layout, routeName: match.route.name, answers }),
      job.pages.renderPage({
        url,
        language,
        version,
        publicPath: `/remotes/${remote}/${version}/`,
        content,
        answers,
        ...(ask ? { ask } : {}),
      }),
      this.sources.preloads.stylesheetsOf(remote, version, job.module),
    ]);
    if (!page || !layout.includes(PAGE_SLOT)) return null;
    // the wrapper the shell puts around a remote's page (federation/RemoteModule.tsx), so the layout is the same
    const remoteRoot =
      `<div class="remote-root" data-remote="${remote}" data-remote-version="${escapeHtml(version)}" ` +
      `data-pointer-version="${escapeHtml(version)}">${page.html}</div>`;
    return serverPage(
      layout.replace(PAGE_SLOT, () => remoteRoot),
      page.state,
      styles,
    );
  }

  /**
   * The one call a member landing asks of the server while it is drawn: the teasers around its member, answered by
   * the API itself as it would answer this visitor's browser (their address and headers: the country guess, the
   * visibility and blur rules, the rate limit). Any other call is left to the page after load.
   */
  private askerFor(request: FastifyRequest): NonNullable<PageRenderRequest['ask']> {
    return async ([scope, call, query]) => {
      const around = (query as { around?: unknown } | undefined)?.around;
      if (scope !== 'api' || call !== endpointKey(getTeasers) || around === undefined) return undefined;
      const search = new URLSearchParams(
        Object.entries(query as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
      );
      const res = await this.app.inject({
        method: 'GET',
        url: `${getTeasers.path}?${search}`,
        headers: visitorHeaders(request),
        remoteAddress: request.ip,
      });
      return res.statusCode === 200 ? res.json() : undefined;
    };
  }
}

/** A drawn page as it goes out: in its element, with the state the app starts from and the page's style sheets. */
function serverPage(html: string, state: unknown, styles: readonly string[]): ServerPage {
  const drawn = `<div id="${SERVER_PAGE_ID}">${html}</div>`;
  return {
    head: styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join(''),
    body: `${drawn}<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
    styleHashes: styleAttributeHashes(drawn),
  };
}

/**
 * The page request's headers that say who the visitor is (session, language, country, address behind a proxy); not
 * those about the page's own answer (its encoding, its validators), which would not fit a call's.
 */
const VISITOR_HEADERS = [
  'cookie',
  'user-agent',
  'accept-language',
  'cf-ipcountry',
  'x-country-code',
  'x-forwarded-for',
  'x-forwarded-proto',
];
const visitorHeaders = (request: FastifyRequest) =>
  Object.fromEntries(VISITOR_HEADERS.flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : [])));

/** The calls every page makes at once, answered as the API would answer this visitor. */
function visitorAnswers(app: FastifyInstance, request: FastifyRequest): ServerAnswer[] {
  return [
    [apiQueryKey(getSettings), buildSettings(app.site, request)],
    [apiQueryKey(getCompanyinfo), companyInfo()],
    [apiQueryKey(getUser), { user: null }],
  ];
}

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');
