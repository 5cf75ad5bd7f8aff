import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { Loading } from '../layout/Loading';
import { AppRoutes } from '../routing/AppRoutes';
import { PageBackgroundWork } from '../session/PageBackgroundWork';
import { AppNotices } from '../sw/AppNotices';
import { AppErrorBoundary } from './AppErrorBoundary';
import { DesignVersion } from './DesignVersion';
import { DocumentTitle } from './DocumentTitle';
import { Providers } from './Providers';

/** The shell: providers, the session's background work, and the routes. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <PageBackgroundWork />
          <DesignVersion />
          <DocumentTitle />
          <Suspense fallback={<Loading />}>
            <AppRoutes />
          </Suspense>
          <AppNotices />
        </BrowserRouter>
      </Providers>
    </AppErrorBoundary>
  );
}
