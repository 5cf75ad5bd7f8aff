import { useEffect } from 'react';
import { startErrorBeacon } from './error-beacon';
import { remoteLoader } from './federation';

function versionOf(remote: string): string | undefined {
  try {
    return remoteLoader().versionOf?.(remote);
  } catch {
    return undefined;
  }
}

/** Sends every remote load or render failure on the bus to the server, for the page's lifetime. */
export function useErrorBeacon(): void {
  useEffect(() => startErrorBeacon({ versionOf }), []);
}
