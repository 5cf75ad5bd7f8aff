import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setApi, type ApiClient } from '@dating/api-client';
import { useLegalDocument } from '../src/useLegalDocument';
import { testCompany } from './texts';

function withApi(answer: (path: string) => unknown) {
  const client: ApiClient = {
    packageName: 'test',
    call: (async ({ path }: { path: string }) => answer(path)) as ApiClient['call'],
  };
  setApi(client);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const site = (path: string) => {
  if (path === '/api/companyinfo.php') return testCompany;
  if (path === '/api/settings.php') return { name: 'Amoroso' };
  throw new Error(`unexpected ${path}`);
};

describe('useLegalDocument', () => {
  it('gives the document filled with the company and the site name', async () => {
    const { result } = renderHook(() => useLegalDocument('en', 'service'), { wrapper: withApi(site) });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    const text = JSON.stringify(result.current.data);
    expect(text).toContain('Example Dating B.V.');
    expect(text).toContain('Amoroso');
    expect(text).not.toContain('{{');
  });

  it('reports a failed load and loads again on retry', async () => {
    let fail = true;
    const wrapper = withApi((path) => {
      if (path === '/api/companyinfo.php' && fail) throw new Error('offline');
      return site(path);
    });
    const { result } = renderHook(() => useLegalDocument('en', 'terms'), { wrapper });
    await waitFor(() => expect(result.current.error).toEqual(new Error('offline')));
    expect(result.current.isPending).toBe(false);
    fail = false;
    result.current.retry();
    await waitFor(() => expect(result.current.data?.title).toBe('Terms and conditions'));
    expect(result.current.error).toBeNull();
  });
});
