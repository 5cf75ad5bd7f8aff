import '@dating/ui/tokens.css';
import './styles/reset.css';
import './styles/app.css';
import { reloadAfterChunkError } from './chunk-reload';

/** A turn for the browser (a paint, a tap, a network answer) between two parts of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the shell a part a task: the API client, the route's remote (its loader's code, then the load), the shell's
 * messages (their code, then the load), React DOM, then the app (its code, then its first render). Evaluating all of
 * the shell's code and starting it was one task of 500-700 ms on Lighthouse's phone, all of it blocking (total
 * blocking time) while the page drawn by the server was already on screen; a part's evaluation and its run are tasks
 * of their own where both are long. The imports are eager: their modules are in this chunk (no request, and the
 * shared modules the host provides eagerly are there at once); only their evaluation waits for its part's task.
 */
export async function start(): Promise<void> {
  await nextTask();
  const { installApiClient } = await import(/* webpackMode: "eager" */ './app/api');
  installApiClient();
  await nextTask();
  const { startRouteRemote } = await import(/* webpackMode: "eager" */ './federation/route-remote');
  await nextTask();
  // before the rest, so the route's remote loads while the rest of the shell is evaluated
  startRouteRemote(window.location.pathname);
  await nextTask();
  try {
    const { registerHostNamespaces } = await import(/* webpackMode: "eager" */ './app/host-i18n');
    await nextTask();
    await registerHostNamespaces();
  } catch (err) {
    // A locale chunk of a replaced host version: the guarded reload fetches the new one. Otherwise the
    // shell still starts; the English fallback or bundled `common` words cover what could not load.
    if (reloadAfterChunkError(err)) return;
    console.error('Loading the shell messages failed', err);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start-app');
  await nextTask();
  startApp(root);
}
