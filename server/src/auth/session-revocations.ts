import { Redis } from 'ioredis';
import type { Revocation, RevocationChannel } from './session-store';

/**
 * Session revocations between instances over Redis pub/sub (docs/architecture.md, Several instances): every instance
 * publishes what it ended and forgets what any instance ended, its own messages included (harmless).
 */
export function redisRevocations(options: {
  url: string;
  nameSpace?: string;
  onError: (err: unknown) => void;
  /** the connection failed; ioredis connects again by itself (/readyz says Redis is down meanwhile) */
  onConnectionError: (err: unknown) => void;
}): RevocationChannel {
  const channel = `${options.nameSpace ?? 'dating-'}sessions:revoked`;
  // A revocation that cannot be sent must not hold up the logout that caused it: fail fast, the cache's time
  // limit ends the session elsewhere soon after.
  const publisher = new Redis(options.url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.url, { connectTimeout: 2000 });
  publisher.on('error', options.onConnectionError);
  subscriber.on('error', options.onConnectionError);
  const listeners: Array<(revocation: Revocation) => void> = [];
  subscriber.subscribe(channel).catch(options.onError);
  subscriber.on('message', (name: string, text: string) => {
    if (name !== channel) return;
    const revocation = JSON.parse(text) as Revocation;
    for (const listener of listeners) listener(revocation);
  });
  return {
    send(revocation) {
      publisher.publish(channel, JSON.stringify(revocation)).catch(options.onError);
    },
    onRevocation(listener) {
      listeners.push(listener);
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => undefined);
    },
  };
}
