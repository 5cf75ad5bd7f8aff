import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@dating/ui/tokens.css';
import './styles/reset.css';
import './styles/app.css';
import { installApiClient } from './app/api';
import { reloadAfterChunkError } from './chunk-reload';
import { App } from './app/App';
import { registerHostNamespaces } from './app/host-i18n';
import { createQueryClient } from './app/query-client';
import { holdFirstScreen } from './layout/first-screen';
import { firstContentShown } from './app/page-settled';
import { adoptServerState, takeOverServerPage } from './app/server-page';
import { startRouteRemote } from './federation/route-remote';

/** Starts the shell: the API client, the shell's messages, then the app. */
export async function start(): Promise<void> {
  installApiClient();
  startRouteRemote(window.location.pathname);
  try {
    await registerHostNamespaces();
  } catch (err) {
    // A locale chunk of a replaced host version: the guarded reload fetches the new one. Otherwise the
    // shell still starts; the English fallback or bundled `common` words cover what could not load.
    if (reloadAfterChunkError(err)) return;
    console.error('Loading the shell messages failed', err);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  holdFirstScreen();
  const queryClient = createQueryClient();
  adoptServerState(queryClient);
  takeOverServerPage(root, firstContentShown());
  // A transition, so React renders the first screen in slices and yields between them: a phone's main
  // thread is never blocked for the whole first render (Lighthouse's total blocking time).
  startTransition(() => createRoot(root).render(<App queryClient={queryClient} />));
}
