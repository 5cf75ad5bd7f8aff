import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import {
  PAGE_SLOT,
  type LayoutRenderBundle,
  type LayoutRenderRequest,
  type RenderedPage,
  type ServerQueryState,
} from '@dating/contract';
import { createI18n, DEFAULT_LANGUAGE, I18nextProvider, isLanguage, registerNamespace } from '@dating/i18n';
import { isLayout, matchRoute, type HostPage } from '@dating/routes';
import { DrawnByServer, uiLocales } from '@dating/ui';
import { loadHostMessages } from '../app/host-i18n';
import { Layout } from '../layout/Layout';
import { HOST_PAGES } from '../routing/host-pages';

/** The shell's pages a visitor lands on; the dev pages are not drawn. */
const VISITOR_PAGES = new Set<HostPage>(['login']);

/** Text no page has: the rendered layout's main holds it, and it becomes PAGE_SLOT. */
const SLOT_TEXT = '@@page@@';

const instances = new Map<string, Promise<I18n>>();
/** One i18next instance per language, with the shell's messages loaded: renders of several languages may overlap. */
function i18nFor(language: string): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createI18n({ lng: isLanguage(language) ? language : DEFAULT_LANGUAGE });
    instance = Promise.all([
      registerNamespace('host', loadHostMessages, created),
      registerNamespace('ui', uiLocales, created),
    ]).then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

/** The shell's tree around `children` for a visitor, with the request's answers in its query cache, as HTML. */
async function draw(
  request: LayoutRenderRequest,
  children: ReactNode,
): Promise<{ html: string; queryClient: QueryClient }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of request.answers) queryClient.setQueryData(key, data);
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={await i18nFor(request.language)}>
        <DrawnByServer.Provider value={true}>
          <MemoryRouter initialEntries={[request.url]}>
            <Layout layout={isLayout(request.layout) ? request.layout : 'default'} routeName={request.routeName}>
              {children}
            </Layout>
          </MemoryRouter>
        </DrawnByServer.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { html: await new Response(prelude).text(), queryClient };
}

/**
 * The shell's layout of a public page for a visitor (top bar, footer) as HTML, with PAGE_SLOT where the page goes
 * (docs/architecture.md, Server HTML): the same components the shell draws around a remote's page.
 */
export async function renderLayout(request: LayoutRenderRequest): Promise<string> {
  return (await draw(request, SLOT_TEXT)).html.replace(SLOT_TEXT, PAGE_SLOT);
}

/** The shell's own public page (/login) in its layout, as the app draws it for a visitor. */
export async function renderHostPage(request: LayoutRenderRequest): Promise<RenderedPage | null> {
  const match = matchRoute(request.url.split('?')[0]!);
  const target = match?.valid ? match.route.target : undefined;
  if (!match || !target || !('host' in target) || !VISITOR_PAGES.has(target.host)) return null;
  const Page = HOST_PAGES[target.host];
  const { html, queryClient } = await draw(
    request,
    <Page route={match.route.name} params={match.params} layout={match.layout} />,
  );
  return { html, state: dehydrate(queryClient) as ServerQueryState };
}

export const bundle: LayoutRenderBundle = { renderLayout, renderHostPage };
