import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { holdFirstScreen } from '../layout/first-screen';
import { App } from './App';
import { firstContentShown } from './page-settled';
import { createQueryClient } from './query-client';
import { adoptServerState, takeOverServerPage } from './server-page';

/** The app on the page: the server's answers in the cache, the server's page taken over, the first render begun. */
export function startApp(root: HTMLElement): void {
  holdFirstScreen();
  const queryClient = createQueryClient();
  adoptServerState(queryClient);
  takeOverServerPage(root, firstContentShown());
  // A transition, so React renders the first screen in slices and yields between them: a phone's main
  // thread is never blocked for the whole first render (Lighthouse's total blocking time).
  startTransition(() => createRoot(root).render(<App queryClient={queryClient} />));
}
