import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Resource } from 'i18next';
import { createI18n, type Language } from '@dating/i18n';
import { setApi, type ApiClient } from '@dating/api-client';

export interface RecordedCall {
  method: string;
  path: string;
  input: any;
}

/**
 * Installs an api client that answers every call with `answer(path, input)` and records it, so a remote's
 * test sees what the page asked the server, as the server would see it.
 */
export function recordingApi(answer: (path: string, input: any) => unknown): RecordedCall[] {
  const calls: RecordedCall[] = [];
  setApi({
    packageName: 'test',
    call: (async (endpoint: { method: string; path: string }, input: any = {}) => {
      calls.push({ method: endpoint.method, path: endpoint.path, input });
      return answer(endpoint.path, input);
    }) as ApiClient['call'],
  });
  return calls;
}

/** A remote's page or part with what the host gives it: i18n in `lng`, a query client, a router at `path`. */
export function renderRemote(
  ui: ReactNode,
  { lng = 'en', resources, path = '/' }: { lng?: Language; resources?: Resource; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <I18nextProvider i18n={createI18n({ lng, resources })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...rendered, queryClient };
}
