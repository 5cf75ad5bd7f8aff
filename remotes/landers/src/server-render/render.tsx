import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { PageRenderBundle, PageRenderRequest, RenderedPage, ServerQueryState } from '@dating/contract';
import { createI18n, DEFAULT_LANGUAGE, I18nextProvider, isLanguage, type Language } from '@dating/i18n';
import { matchRoute, type RemotePageProps } from '@dating/routes';
import { PAGES } from './pages';
import { prefetchPageData } from './page-data';

declare let __webpack_public_path__: string;

const instances = new Map<Language, I18n>();
/** One i18next instance per language: renders of different languages may run at the same time. */
function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ lng: language });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * A public page of this remote as HTML (docs/architecture.md, Server HTML), drawn by the page's own component as the
 * browser draws it for a visitor; null for a URL that is not one of this remote's pages.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const match = matchRoute(request.url.split('?')[0]!);
  const target = match?.valid ? match.route.target : undefined;
  const Page = target && 'remote' in target && target.remote === 'landers' ? PAGES[target.module] : undefined;
  if (!match || !Page) return null;
  const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  // this version's files (content.json) are named where the browser build of the same version put them
  __webpack_public_path__ = request.publicPath;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of request.answers) queryClient.setQueryData(key, data);
  await prefetchPageData(queryClient, match, language, request.content);
  const props: RemotePageProps = { route: match.route.name, params: match.params, layout: match.layout };
  const draw = async () => {
    const { prelude } = await prerender(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18nFor(language)}>
          <MemoryRouter initialEntries={[request.url]}>
            <Page {...props} version={request.version} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    return new Response(prelude).text();
  };
  let html = await draw();
  if (request.ask && (await askServer(queryClient, request.ask))) html = await draw();
  return { html, state: dehydrate(queryClient) as ServerQueryState };
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

export const bundle: PageRenderBundle = { renderPage };
