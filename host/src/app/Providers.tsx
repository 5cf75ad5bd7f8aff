import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, i18n } from '@dating/i18n';
import { widgetModules } from '@dating/routes';
import { ToastProvider, WidgetProvider, type WidgetRenderer } from '@dating/ui';
import { LaterRemoteModule } from '../federation/LaterRemoteModule';

/**
 * A remote's widget (docs/product.md §2: the signup form on landing pages) through the host's loader and boundary,
 * once the page's own content is on screen.
 */
const renderWidget: WidgetRenderer = (name, props) => {
  if (!Object.hasOwn(widgetModules, name)) return null;
  const { remote, module } = widgetModules[name as keyof typeof widgetModules];
  return <LaterRemoteModule remote={remote} module={module} props={props} />;
};

/** Query cache, translations, toasts and widgets for the shell and every remote rendered inside it. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <WidgetProvider value={renderWidget}>{children}</WidgetProvider>
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
