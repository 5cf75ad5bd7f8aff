import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Language } from '@dating/i18n';
import { apiKey } from '@dating/api-client';
import { getSettings, getUser, type Settings, type User } from '@dating/contract';
import uiEn from '@dating/ui/locales/en.json';

export interface PageSetup {
  /** the URL the page is at */
  path?: string;
  lng?: Language;
  /** the member (null: a visitor), as the host has it in the user cache before any remote renders */
  user?: User | null;
  settings?: Partial<Settings>;
  /** the route's path pattern, when the page reads its parameters from the URL as the host gives them */
  routePath?: string;
}

const SITE: Partial<Settings> = {
  countries: ['US', 'NL', 'DE', 'IT', 'FR', 'ES', 'PL', 'BE', 'AT', 'CH', 'GB', 'IE', 'CA', 'AU', 'NZ'],
  geoip_selected_country: 'NL',
  cdn_prefix: '/media/',
};

function Where() {
  const location = useLocation();
  // where a link said the member came from (a member page's way back)
  const from = (location.state as { from?: unknown } | null)?.from;
  return (
    <div data-testid="location" data-from={typeof from === 'string' ? from : undefined}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/**
 * A remote's page as the host renders it: the user and the settings already in the page's cache, i18n in `lng`
 * with the shared `ui` messages the host loads first (the remote's own messages load through its own loader, as
 * on the site), a router at `path`. The location shows under the page so a test can see where a link went (and, in
 * data-from, the `from` it passed).
 */
export function renderPage(
  page: ReactElement,
  { path = '/', lng = 'en', user = null, settings = {}, routePath = '*' }: PageSetup = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(apiKey(getUser), { user });
  queryClient.setQueryData(apiKey(getSettings), { ...SITE, ...settings } as Settings);
  const i18n = createI18n({ lng, resources: { en: { ui: uiEn } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={routePath}
              element={
                <Suspense fallback={null}>
                  {page}
                  <Where />
                </Suspense>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, i18n };
}
