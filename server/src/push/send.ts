import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { checkPushEndpoint, isPublicAddress, type LookupAll, type PushEndpointPolicy } from './endpoint-guard';
import type { VapidKeys } from './vapid';

/** A stored subscription, as push_subscriptions keeps it. */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The endpoint may not be contacted (any more): its host is not allowed or no longer resolves to public addresses. */
export class PushEndpointRefusedError extends Error {
  constructor(readonly endpoint: string) {
    super('push endpoint refused: not an allowed host with public addresses only');
    this.name = 'PushEndpointRefusedError';
  }
}

/** A push service that does not answer must not hold a request (or a worker) for long. */
const SEND_TIMEOUT_MS = 10_000;

/** LookupOptions.family: 4 or 6, or 'IPv4' / 'IPv6' in newer Node versions; anything else means either. */
const isFamily = (family: unknown, n: 4 | 6) => family === n || family === `IPv${n}`;

/**
 * The lookup of the sockets that reach push services: resolves again at connect time and hands over public
 * addresses only, so a name that resolved to a public address when checked cannot be switched to a private
 * one just before the connection (DNS rebinding). Node's net.connect calls it with all: true when it tries
 * several addresses (autoSelectFamily), else for one address.
 */
export function publicOnlyLookup(lookupAll: LookupAll): LookupFunction {
  return (hostname, options, callback) => {
    const refuse = (err: NodeJS.ErrnoException) => callback(err, '', 0);
    lookupAll(hostname).then((found) => {
      const family = isFamily(options.family, 4) ? 4 : isFamily(options.family, 6) ? 6 : 0;
      const wanted = family ? found.filter((a) => a.family === family) : found;
      const first = wanted[0];
      if (!first || !found.every((a) => isPublicAddress(a.address))) {
        const err: NodeJS.ErrnoException = new Error(`${hostname} does not resolve to public addresses only`);
        err.code = 'ENOTPUBLIC';
        return refuse(err);
      }
      if (options.all) callback(null, wanted);
      else callback(null, first.address, first.family);
    }, refuse);
  };
}

export interface PushSender {
  /** Encrypts and posts one notification; rejects with PushEndpointRefusedError or web-push's WebPushError. */
  send(subscription: StoredSubscription, payload: string, options?: { ttlSeconds?: number }): Promise<void>;
}

/**
 * The one way the server sends a web push: every send checks the endpoint against the policy first (stored
 * subscriptions were checked when registered, but a host's addresses or the allowlist may have changed since)
 * and connects through publicOnlyLookup. Whatever sends notifications (the dev panel today; message and
 * like notifications when they come) goes through a sender made here, never through web-push directly.
 */
export function createPushSender(options: {
  policy: PushEndpointPolicy;
  vapid: VapidKeys;
  /** VAPID subject: mailto: or https: contact of the operator */
  subject: string;
}): PushSender {
  const { policy, vapid, subject } = options;
  const agent = new Agent({ lookup: publicOnlyLookup(policy.lookup) });
  return {
    async send(subscription, payload, { ttlSeconds = 60 } = {}) {
      if (await checkPushEndpoint(subscription.endpoint, policy))
        throw new PushEndpointRefusedError(subscription.endpoint);
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: ttlSeconds,
          agent,
          timeout: SEND_TIMEOUT_MS,
        },
      );
    },
  };
}
