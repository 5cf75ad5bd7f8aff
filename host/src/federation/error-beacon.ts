import { getBus, type Bus, type BusEvents } from '@dating/bus';
import { postRemoteError } from '@dating/contract';

type RemoteErrorEvent = BusEvents['remote:error'];

export interface ErrorBeaconOptions {
  bus?: Pick<Bus, 'on'>;
  /** the version the page runs (or is loading) of a remote; the event's own version wins */
  versionOf?: (remote: string) => string | undefined;
  sendBeacon?: (url: string, data: Blob) => boolean;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The body of POST /api/remote-error.php, clipped to the contract's sizes. */
export function remoteErrorBody(event: RemoteErrorEvent, version: string | undefined) {
  return {
    remote: clip(event.remote, 64),
    version: clip(version ?? '', 128),
    phase: event.phase,
    message: clip(event.message, 1000),
  };
}

function defaultSendBeacon(url: string, data: Blob): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(url, data);
}

/**
 * Reports remote load and render failures to the server, per remote and version, so the canary's error
 * rate is known (issue 3). A beacon survives the page being closed or reloaded right after the failure.
 * One report per remote, version, phase and message per page: a retry loop must not count as many members.
 * Returns the unsubscribe function.
 */
export function startErrorBeacon({
  bus = getBus(),
  versionOf = () => undefined,
  sendBeacon = defaultSendBeacon,
}: ErrorBeaconOptions = {}): () => void {
  const sent = new Set<string>();
  return bus.on('remote:error', (event) => {
    const body = remoteErrorBody(event, event.version ?? versionOf(event.remote));
    const key = JSON.stringify(body);
    if (sent.has(key)) return;
    sent.add(key);
    try {
      sendBeacon(postRemoteError.path, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    } catch {
      // Reporting is best effort; the member's page never suffers for it.
    }
  });
}
