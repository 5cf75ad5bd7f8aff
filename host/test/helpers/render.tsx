import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '../../src/app/Providers';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders inside the shell's providers and a memory router at `path`. */
export function renderWithShell(ui: ReactNode, { path = '/', queryClient = testQueryClient() } = {}) {
  return {
    queryClient,
    ...render(
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Providers>,
    ),
  };
}
