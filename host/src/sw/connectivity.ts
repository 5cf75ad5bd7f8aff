import { appState } from './store';

type ConnectivityTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine'>;
};

/** Keeps appState.offline in step with the browser's idea of the connection. Returns stop(). */
export function watchConnectivity(target: ConnectivityTarget = window): () => void {
  const update = () => {
    appState.offline = target.navigator.onLine === false;
  };
  update();
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}

/** A request failed for lack of a network (fetch rejects with a TypeError) or succeeded: say so. */
export function noteFetchOutcome(ok: boolean): void {
  appState.offline = !ok;
}
