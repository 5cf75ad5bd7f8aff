import type { AnyEndpoint } from './endpoint';
import { endpointKey } from './endpoint';
import type { LanderContent } from './entities/landers';

/**
 * The page cache entry of a call: ['api', 'GET /api/x.php'] or with its query. The browser's hooks (@dating/api-client)
 * and the server's HTML name the same entries, so the app starts from what the server drew with.
 */
export function apiQueryKey(endpoint: AnyEndpoint, query?: unknown): unknown[] {
  return query === undefined ? ['api', endpointKey(endpoint)] : ['api', endpointKey(endpoint), query];
}

/** A call the server has answered for the page, under its cache key. */
export type ServerAnswer = readonly [key: readonly unknown[], data: unknown];

/**
 * The query cache a server-rendered page was drawn from, as react-query's dehydrate() gives it: the page carries it
 * (SERVER_STATE_ID) and the app starts from it.
 */
export type ServerQueryState = { queries: unknown[]; mutations: unknown[] };

/**
 * Where an app's server-render build sits in its build folder: published in the same version folder as the browser's
 * files, and run by the server from there (docs/architecture.md, Server HTML).
 */
export const SERVER_RENDER_DIR = 'server-render';
export const SERVER_RENDER_FILE = `${SERVER_RENDER_DIR}/render.js`;

/** The element of a server-rendered page that carries its ServerQueryState as JSON. */
export const SERVER_STATE_ID = 'server-state';
/** The element that holds a server-rendered page until the app has drawn the same. */
export const SERVER_PAGE_ID = 'server-page';
/** The page's place in a rendered layout. */
export const PAGE_SLOT = '<!--page-->';

/** What a remote's server-render build is asked (docs/architecture.md, Server HTML). */
export interface PageRenderRequest {
  /** the page's URL path (and query) */
  url: string;
  language: string;
  /** the version's folder as the browser reaches it, '/remotes/landers/<version>/' */
  publicPath: string;
  /** the version the file belongs to (a lander records it with the visitor's tracking data) */
  version: string;
  /** the landers' content.json of that version, as the server read it (null when it could not) */
  content: LanderContent | null;
  answers: readonly ServerAnswer[];
  /**
   * Asks the server a call the page made while drawing that is not among `answers` (the member of a member landing):
   * its answer for this visitor, or undefined for a call it does not answer here. The page is then drawn again.
   */
  ask?: (key: readonly unknown[]) => Promise<unknown>;
}

export interface RenderedPage {
  /** the page's markup, as the remote draws it inside the shell's layout */
  html: string;
  state: ServerQueryState;
}

/** A remote's server-render build: null for a URL that is not one of its pages. */
export interface PageRenderBundle {
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
}

/** What the shell's server-render build is asked: its layout around PAGE_SLOT, for a visitor. */
export interface LayoutRenderRequest {
  url: string;
  language: string;
  layout: string;
  routeName: string;
  answers: readonly ServerAnswer[];
}

export interface LayoutRenderBundle {
  renderLayout(request: LayoutRenderRequest): Promise<string>;
  /**
   * A page the shell owns (the login page), inside its layout, for a visitor; null for a route whose page is not the
   * shell's to draw. Absent from a build made before the shell drew pages.
   */
  renderHostPage?(request: LayoutRenderRequest): Promise<RenderedPage | null>;
}
