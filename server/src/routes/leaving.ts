import type { FastifyInstance } from 'fastify';
import { postDeleteAccount, postDeleteOffer } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { ApiError, sessionExpired } from '../http/errors';
import { verifyPassword } from '../auth/password';
import { clearSessionCookie, setCsrfCookie } from '../auth/cookies';
import { randomToken } from '../auth/tokens';
import { minutesToWait, rateLimit } from '../plugins/rate-limits';
import { offerDeleteDiscount } from '../credits/member-discounts';
import { toDiscountCode } from '../credits/discounts';
import { companyInfo } from '../site/company';
import { deleteAccount } from '../members/delete-account';
import { accountOf } from '../members/account-of';
import { goodbyeMail } from '../mail/leaving-mails';
import type { MediaStores } from '../objects/media-stores';

const wrongPassword = () =>
  new ApiError(403, 'delete_wrong_password', 'The password is not correct, so your account was not deleted.');

/** The locale cookie of @dating/i18n: the /account-deleted page can no longer ask the account its language. */
const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_SECONDS = 365 * 86_400;

/**
 * Deleting the account (GDPR article 17): the offer first (settings delete_discount), then the password. The
 * answer ends the session: the session cookie is cleared, and the csrf cookie replaced (its token belonged to
 * the session). A few wrong passwords per quarter hour, so a session left open cannot be used to guess it.
 */
export async function leavingRoutes(app: FastifyInstance, options: { stores: MediaStores }): Promise<void> {
  const { db } = app;

  registerMemberEndpoint(app, postDeleteOffer, async ({ memberId }) => {
    if (companyInfo().delete_discount <= 0) return { discountcode: null };
    const offer = await offerDeleteDiscount(db, memberId);
    return { discountcode: offer && toDiscountCode(offer) };
  });

  registerMemberEndpoint(
    app,
    postDeleteAccount,
    async ({ request, reply, body, memberId }) => {
      const member = await accountOf(db, memberId);
      if (!member) throw sessionExpired();
      if (!(await verifyPassword(member.password_hash, body.password))) throw wrongPassword();

      await deleteAccount(
        db,
        {
          media: options.stores.media,
          exports: options.stores.exports,
          publish: (id, event) => app.realtime.publish(id, event),
        },
        { id: memberId, email: member.email },
      );
      app.sessions.memberGone(memberId);
      clearSessionCookie(request, reply);
      setCsrfCookie(request, reply, randomToken());
      reply.setCookie(LOCALE_COOKIE, member.language, { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_SECONDS });
      await app.mailer.send(member.email, goodbyeMail({ language: member.language, site: app.site.name }));
      return { ok: true };
    },
    {
      rateLimit: rateLimit(
        {
          max: 10,
          windowMs: 15 * 60_000,
          key: (r) => `delete-account:${r.auth.state === 'active' ? r.auth.session.memberId : r.ip}`,
          hook: 'preHandler',
        },
        (waitMs) => `Too many attempts. Please wait ${minutesToWait(waitMs)} and try again.`,
      ),
    },
  );
}
