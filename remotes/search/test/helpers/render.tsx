import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@dating/i18n';
import { apiKey, setApi, type ApiClient } from '@dating/api-client';
import { getSettings, type Settings } from '@dating/contract';
import en from '../../src/locales/en.json';
import uiEn from '@dating/ui/locales/en.json';
import { testProfile } from '@dating/testing';

export interface FakeCall {
  method: string;
  path: string;
  input: any;
}

/** A fake api: each call is recorded and answered by `answer` (throw to fail it). */
export function fakeApi(answer: (call: FakeCall) => unknown) {
  const calls: FakeCall[] = [];
  const client: ApiClient = {
    packageName: 'test',
    call: (async (endpoint: { method: string; path: string }, input: any = {}) => {
      const call = { method: endpoint.method, path: endpoint.path, input };
      calls.push(call);
      return answer(call);
    }) as ApiClient['call'],
  };
  setApi(client);
  return calls;
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderWithApp(
  ui: ReactElement,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  settings: Partial<Settings> = {},
  entry: InitialEntry = '/members',
) {
  // The host has the site settings in the page's cache before any remote mounts; the image prefix is from there.
  queryClient.setQueryData(apiKey(getSettings), { cdn_prefix: '/media/', ...settings } as Settings);
  // The host has the shared `ui` messages loaded before any remote renders.
  const i18n = createI18n({ lng: 'en', resources: { en: { search: en, ui: uiEn } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            {/* where a visitor who may not search is sent: the page itself is the host's */}
            <Route path="/login" element={<Where />} />
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return queryClient;
}

export const profile = (id: number, patch: Record<string, unknown> = {}) =>
  testProfile(id, { countryregion: 'UT', ...patch });

/**
 * What search.php answers for a page of a 30-member result: 12 members, ids from 100 up in page order.
 * `filter_options` and anything else (similar results) as the test says.
 */
export function searchPageAnswer(query: { page?: string }, rest: Record<string, unknown>) {
  const page = Number(query.page ?? 1);
  const ids = Array.from({ length: 12 }, (_, i) => (page - 1) * 12 + i + 100);
  return { profiles: ids.map((id) => profile(id)), paging: { num_results: 30 }, ...rest };
}

/**
 * A result card's name link, by its text. A role query names every element of a page of up to 36 cards, and
 * findBy… runs it again on every change while the page loads: seconds of CPU on jsdom.
 */
export const card = (name: string) => screen.findByText(name, { selector: 'a' });
export const shownCard = (name: string) => screen.queryByText(name, { selector: 'a' });
/** The filter bar once its form is here: the form's code is a chunk of its own, so it may come after the cards. */
export const filterBar = () => screen.findByRole('form', { name: 'Search filters' });
