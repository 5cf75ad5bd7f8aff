import { number, object } from 'superstruct';
import { deleteUserPush, endpoint, getUserPush, postUserPush, validateHttpsUrl } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { validationError } from '../http/errors';
import {
  checkPushEndpoint,
  pushServiceHostsFromEnv,
  systemLookupAll,
  type LookupAll,
  type PushEndpointPolicy,
} from '../push/endpoint-guard';
import { createPushSender } from '../push/send';
import {
  forgetSubscription,
  forgetSubscriptionById,
  saveSubscription,
  subscriptionEndpointsOf,
  subscriptionsOf,
} from '../push/subscriptions';
import type { FastifyInstance } from 'fastify';

/** Dev panel: a test notification to every subscription of the member (DEV_TOOLS only; not in the contract). */
export const postDevTestPush = endpoint({
  method: 'POST',
  path: '/api/_dev/test-push.php',
  body: object({}),
  response: object({ sent: number(), failed: number() }),
  auth: true,
});

/** Push services' endpoints are far shorter; a longer one is not a subscription. */
const ENDPOINT_MAX_LENGTH = 2000;

export interface PushRouteOptions {
  /** VAPID subject */
  subject: string;
  /** resolves endpoint hosts; default the system resolver */
  lookup?: LookupAll;
  /** hosts endpoints may point at (see pushServiceHostsFromEnv); default PUSH_SERVICE_HOSTS, unset: any public */
  allowedHosts?: readonly string[];
}

/**
 * user.php?push=1: POST keeps the browser's push subscription (signup step 1, /notifications), GET lists the
 * member's, DELETE forgets one of the member's own (/notifications).
 */
export async function pushRoutes(app: FastifyInstance, options: PushRouteOptions): Promise<void> {
  const { db, site, vapid } = app;
  const policy: PushEndpointPolicy = {
    lookup: options.lookup ?? systemLookupAll,
    allowedHosts: options.allowedHosts ?? pushServiceHostsFromEnv(),
  };

  registerMemberEndpoint(app, postUserPush, async ({ body, memberId }) => {
    const { endpoint: url, keys, expirationTime } = body.subscription;
    // The server will post to this address on the member's behalf: only a public push service
    // (docs/architecture.md, Security rules).
    const refused = validateHttpsUrl(url, ENDPOINT_MAX_LENGTH) ?? (await checkPushEndpoint(url, policy));
    if (refused) throw validationError({ 'subscription.endpoint': refused });
    const saved = await saveSubscription(db, memberId, {
      endpoint: url,
      p256dh: keys.p256dh,
      auth: keys.auth,
      expirationTime: expirationTime ?? null,
    });
    if (!saved) throw validationError({ 'subscription.endpoint': { code: 'push_endpoint_taken' } });
    return { ok: true };
  });

  // The addresses only: this browser's page compares its own subscription with them (the /notifications page).
  registerMemberEndpoint(app, getUserPush, async ({ memberId }) => ({
    endpoints: await subscriptionEndpointsOf(db, memberId),
  }));

  // Unsubscribing in the browser ends the subscription there; this forgets it here. Only a row of the member's
  // own goes; another member's endpoint, or one already gone, changes nothing and answers the same (a second
  // tab or a retry must not show an error, and the answer tells nobody whose an endpoint is).
  registerMemberEndpoint(app, deleteUserPush, async ({ memberId, body }) => {
    await forgetSubscription(db, memberId, body.subscription.endpoint);
    return { ok: true };
  });

  if (!site.devTools) return;
  const sender = createPushSender({ policy, vapid, subject: options.subject });
  registerMemberEndpoint(app, postDevTestPush, async ({ memberId }) => {
    const subs = await subscriptionsOf(db, memberId);
    let sent = 0;
    let failed = 0;
    const payload = JSON.stringify({ title: site.name, body: 'Test notification from the dev panel', url: '/members' });
    for (const s of subs) {
      try {
        await sender.send(s, payload);
        sent += 1;
      } catch (err) {
        failed += 1;
        // The push service says this subscription is gone: forget it.
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await forgetSubscriptionById(db, s.id);
      }
    }
    return { sent, failed };
  });
}
