import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { PAGE_SLOT, type LayoutRenderBundle, type LayoutRenderRequest } from '@dating/contract';
import { createI18n, DEFAULT_LANGUAGE, I18nextProvider, isLanguage, registerNamespace } from '@dating/i18n';
import { isLayout } from '@dating/routes';
import { uiLocales } from '@dating/ui';
import { loadHostMessages } from '../app/host-i18n';
import { Layout } from '../layout/Layout';

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

/**
 * The shell's layout of a public page for a visitor (top bar, footer) as HTML, with PAGE_SLOT where the page goes
 * (docs/architecture.md, Server HTML): the same components the shell draws around a remote's page.
 */
export async function renderLayout(request: LayoutRenderRequest): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of request.answers) queryClient.setQueryData(key, data);
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={await i18nFor(request.language)}>
        <MemoryRouter initialEntries={[request.url]}>
          <Layout layout={isLayout(request.layout) ? request.layout : 'default'} routeName={request.routeName}>
            {SLOT_TEXT}
          </Layout>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return (await new Response(prelude).text()).replace(SLOT_TEXT, PAGE_SLOT);
}

export const bundle: LayoutRenderBundle = { renderLayout };
