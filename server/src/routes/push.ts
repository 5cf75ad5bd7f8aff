import { number, object } from 'superstruct';
import webpush from 'web-push';
import { endpoint, postUserPush } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { ApiError } from '../http/errors';
import type { FastifyInstance } from 'fastify';

/** Dev panel: a test notification to every subscription of the member (DEV_TOOLS only; not in the contract). */
export const postDevTestPush = endpoint({
  method: 'POST', path: '/api/_dev/test-push.php', body: object({}), response: object({ sent: number(), failed: number() }), auth: true,
});

/** POST user.php?push=1 (signup step 1, the profile page): keeps the browser's push subscription. */
export async function pushRoutes(app: FastifyInstance, options: { subject: string }): Promise<void> {
  const { db, site, vapid } = app;
  registerMemberEndpoint(app, postUserPush, async ({ body, memberId }) => {
    const { endpoint: url, keys, expirationTime } = body.subscription;
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.protocol !== 'https:' || url.length > 2000) {
      throw new ApiError(400, 'validation', 'Please check this field: subscription.endpoint.', {
        'subscription.endpoint': { code: 'invalid_value', message: 'A push subscription endpoint is an https URL.' },
      });
    }
    // One browser, one subscription: a browser that moves to another account takes its subscription along.
    await db
      .insertInto('push_subscriptions')
      .values({ member_id: memberId, endpoint: url, p256dh: keys.p256dh, auth: keys.auth, expiration_time: expirationTime ?? null })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ member_id: memberId, p256dh: keys.p256dh, auth: keys.auth, expiration_time: expirationTime ?? null }))
      .execute();
    return { ok: true };
  });

  if (!site.devTools) return;
  registerMemberEndpoint(app, postDevTestPush, async ({ memberId }) => {
    const subs = await db.selectFrom('push_subscriptions').selectAll().where('member_id', '=', memberId).execute();
    let sent = 0;
    let failed = 0;
    const payload = JSON.stringify({ title: site.name, body: 'Test notification from the dev panel', url: '/members' });
    for (const s of subs) {
      try {
        await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          vapidDetails: { subject: options.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 60,
        });
        sent += 1;
      } catch (err) {
        failed += 1;
        // The push service says this subscription is gone: forget it.
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
      }
    }
    return { sent, failed };
  });
}
