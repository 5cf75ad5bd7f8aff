import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageRenderBundle, PageRenderRequest, RenderedPage, ServerQueryState } from '@dating/contract';
import { createI18n, DEFAULT_LANGUAGE, I18nextProvider, isLanguage, type Language } from '@dating/i18n';
import { DrawnByServer } from '@dating/ui';
import { matchRoute, type RouteMatch } from './match';
import type { RemotePageProps } from './remote-page';

declare let __webpack_public_path__: string;

export interface PageRenderOptions {
  /** the remote whose render build this is */
  remote: string;
  /** the pages the server draws, by the module the route table names (the browser build exposes the same) */
  pages: Readonly<Record<string, ComponentType<RemotePageProps>>>;
  /** what a page reads besides the server's answers (a lander's content, a static page's text), put in its cache */
  prefetch?: (
    queryClient: QueryClient,
    match: RouteMatch,
    language: Language,
    request: PageRenderRequest,
  ) => Promise<void>;
}

/**
 * A remote's server-render build (docs/architecture.md, Server HTML): its public pages as HTML, each drawn by the
 * page's own component as the browser draws it for a visitor; null for a URL that is not one of its pages.
 */
export function pageRenderBundle({ remote, pages, prefetch }: PageRenderOptions): PageRenderBundle {
  const instances = new Map<Language, ReturnType<typeof createI18n>>();
  /** One i18next instance per language: renders of different languages may run at the same time. */
  const i18nFor = (language: Language) => {
    let instance = instances.get(language);
    if (!instance) {
      instance = createI18n({ lng: language });
      instances.set(language, instance);
    }
    return instance;
  };

  async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
    const match = matchRoute(request.url.split('?')[0]!);
    const target = match?.valid ? match.route.target : undefined;
    const Page = target && 'remote' in target && target.remote === remote ? pages[target.module] : undefined;
    if (!match || !Page) return null;
    const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
    // this version's files (a lander's content.json) are named where the browser build of the same version put them
    __webpack_public_path__ = request.publicPath;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const [key, data] of request.answers) queryClient.setQueryData(key, data);
    await prefetch?.(queryClient, match, language, request);
    const props: RemotePageProps = { route: match.route.name, params: match.params, layout: match.layout };
    const draw = async () => {
      const { prelude } = await prerender(
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18nFor(language)}>
            <DrawnByServer.Provider value={true}>
              <MemoryRouter initialEntries={[request.url]}>
                <Page {...props} version={request.version} />
              </MemoryRouter>
            </DrawnByServer.Provider>
          </I18nextProvider>
        </QueryClientProvider>,
      );
      return new Response(prelude).text();
    };
    let html = await draw();
    if (request.ask && (await askServer(queryClient, request.ask))) html = await draw();
    return { html, state: dehydrate(queryClient) as ServerQueryState };
  }

  return { renderPage };
}

/**
 * The calls the drawing started and nobody answered (a query renders its loading frame on the server), put to the
 * server; true when it answered any, and the page is worth drawing again.
 */
async function askServer(queryClient: QueryClient, ask: NonNullable<PageRenderRequest['ask']>): Promise<boolean> {
  const waiting = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' });
  const answered = await Promise.all(
    waiting.map(async ({ queryKey }) => {
      const data = await ask(queryKey);
      if (data !== undefined) queryClient.setQueryData(queryKey, data);
      return data !== undefined;
    }),
  );
  return answered.includes(true);
}
