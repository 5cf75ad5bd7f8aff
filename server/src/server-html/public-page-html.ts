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
import { trafficSourceSearch } from './visitor-tracking';

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

/** The query keys a page asked the server while it was drawn (its teasers), learned on its first draw. */
type AskedCalls = ReadonlyArray<readonly unknown[]>;

/** What drawing one remote's page takes: the visitor's page, the version drawing it, the calls already answered. */
interface DrawJob {
  url: string;
  language: string;
  remote: DrawnRemote;
  version: string;
  match: RouteMatch;
  module: string;
  answers: ServerAnswer[];
  host: LayoutRenderBundle;
  pages: PageRenderBundle;
}

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
  /** what each page (the key's parts but the visitor's answers) asked the server while it was drawn */
  private readonly asked = new LRUCache<string, AskedCalls>({ max: 500 });

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
      // the visitor's tracking goes along: the page's teasers ask with the traffic source the browser will ask with
      const url = request.url.split('?')[0]! + trafficSourceSearch(request);
      const job = { url, language, remote, version, match, module: target.module, answers, host: host.bundle, pages };
      return await this.drawForVisitor(request, job, [host.id, remote, version, url, language, hashOf(answers)]);
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

  private async draw(job: DrawJob & { ask?: PageRenderRequest['ask'] }): Promise<ServerPage | null> {
    const { url, language, remote, version, match, answers, ask } = job;
    // campaign copy belongs to a landers version
    const content = remote === 'landers' ? await this.sources.contents.contentOf(version) : null;
    const [layout, page, styles] = await Promise.all([
      job.host.renderLayout({
        url: url.split('?')[0]!,
        language,
        layout: match.layout,
        routeName: match.route.name,
        answers,
      }),
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
   * A page that asks the server for the visitor's own data while it is drawn (a landing's teasers: the member of a
   * member landing, the campaign's audience near the visitor) is drawn once per answer: its first draw learns which
   * calls it asks; later visitors' answers to those calls are asked first and become part of the kept page's key.
   */
  private async drawForVisitor(request: FastifyRequest, job: DrawJob, keyParts: ReadonlyArray<string | number>) {
    const pageKey = keyParts.join('\n');
    const keyOf = (asked: readonly ServerAnswer[]) => `${pageKey}\n${hashOf(asked)}`;
    const calls = this.asked.get(pageKey);
    if (!calls) {
      // in the order the page asked, as the answers of a later visitor are listed
      const learned: Array<{ key: readonly unknown[]; reply?: unknown }> = [];
      const ask = async (key: readonly unknown[]) => {
        const call: (typeof learned)[number] = { key };
        learned.push(call);
        call.reply = await this.answerFor(request, key);
        return call.reply;
      };
      const page = await this.draw({ ...job, ask });
      this.asked.set(
        pageKey,
        learned.map(({ key }) => key),
      );
      this.drawn.set(keyOf(answered(learned)), Promise.resolve(page));
      return page;
    }
    const replies = await Promise.all(calls.map((key) => this.answerFor(request, key)));
    const asked = answered(calls.map((key, i) => ({ key, reply: replies[i] })));
    return keptPromise(this.drawn, keyOf(asked), () => this.draw({ ...job, answers: [...job.answers, ...asked] }));
  }

  /**
   * A call a page asks of the server while it is drawn: the teasers, answered by the API itself as it would answer
   * this visitor's browser (their address and headers: the country guess, the visibility and blur rules, the rate
   * limit); undefined for any other call, which the page makes after load.
   */
  private async answerFor(request: FastifyRequest, [scope, call, query]: readonly unknown[]): Promise<unknown> {
    if (scope !== 'api' || call !== endpointKey(getTeasers)) return undefined;
    const search = new URLSearchParams(
      Object.entries((query ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
    );
    const res = await this.app.inject({
      method: 'GET',
      url: `${getTeasers.path}?${search}`,
      headers: visitorHeaders(request),
      remoteAddress: request.ip,
    });
    return res.statusCode === 200 ? res.json() : undefined;
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

/** The calls the server answered, as answers a page is drawn with. */
const answered = (calls: ReadonlyArray<{ key: readonly unknown[]; reply?: unknown }>): ServerAnswer[] =>
  calls.flatMap(({ key, reply }): ServerAnswer[] => (reply === undefined ? [] : [[key, reply]]));

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');
