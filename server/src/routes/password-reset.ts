import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postResetPassword, postResetPasswordDo, validateEmail } from '@dating/contract';
import { registerEndpoint } from '../http/api-router';
import { validationError } from '../http/errors';
import { additionalRateLimit, minutesToWait, rateLimit } from '../plugins/rate-limits';
import { savePassword } from '../auth/member-password';
import { startSession } from '../auth/start-session';
import { loadUser } from '../members/load-user';
import { findMemberByEmail } from '../members/find-member-by-email';
import { looksLikeMailCode, redeemMailCode } from '../mail/mail-codes';
import { normalizeEmail } from '../signup/email-token';
import { sendPasswordResetMail, type MailContext } from '../credentials/credential-mails';
import { codeInvalid } from '../credentials/credential-errors';
import { validateNewPassword } from '../auth/new-password';

export interface ResetPasswordLimits {
  /** reset mails asked for one address, from any IP: a mailbox cannot be flooded */
  perAddress: { max: number; windowMs: number };
  /** requests from one IP over all addresses: one sender cannot mail many members */
  perIp: { max: number; windowMs: number };
}

/** 3 mails an hour is more than a member who lost a mail needs; 20 an hour covers a household behind one IP. */
export const DEFAULT_RESET_PASSWORD_LIMITS: ResetPasswordLimits = {
  perAddress: { max: 3, windowMs: 60 * 60_000 },
  perIp: { max: 20, windowMs: 60 * 60_000 },
};

const tooManyRequests = (waitMs: number) =>
  `Too many password reset requests. Please wait ${minutesToWait(waitMs)} and try again.`;

/**
 * /reset-password and /reset-password/do (docs/product.md §2, login optional). The request answers the same,
 * and as fast, whether or not the address has an account: the lookup and the mail run after the answer.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { limits = DEFAULT_RESET_PASSWORD_LIMITS }: { limits?: ResetPasswordLimits },
): Promise<void> {
  const { db, site, mailer } = app;
  const perIp = additionalRateLimit(app, { ...limits.perIp, key: (r) => `reset-password-ip:${r.ip}` }, tooManyRequests);
  const perAddress = rateLimit(
    { ...limits.perAddress, key: (r: FastifyRequest) => `reset-password:${emailOf(r.body)}`, hook: 'preHandler' },
    tooManyRequests,
  );

  // Mails under way after their answer was sent; awaited at shutdown so none is cut off halfway.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => void (await Promise.allSettled([...pending])));

  registerEndpoint(
    app,
    postResetPassword,
    async ({ request, body }) => {
      const email = normalizeEmail(body.email);
      const failure = validateEmail(email);
      if (failure) throw validationError({ email: failure });
      const mail: MailContext = { db, mailer, site: site.name, linkBase: app.mailLinkBase(request) };
      const job = mailResetIfMember(mail, email)
        .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
      return { ok: true };
    },
    { rateLimit: perAddress, preHandler: [perIp] },
  );

  registerEndpoint(app, postResetPasswordDo, async ({ request, reply, body }) => {
    // The password first: a refused one must not use up the link.
    const failure = validateNewPassword(body.password);
    if (failure) throw validationError({ password: failure });
    const redeemed = looksLikeMailCode(body.code) ? await redeemMailCode(db, 'password_reset', body.code) : null;
    if (!redeemed) throw codeInvalid();
    // Opening the mailed link proves the address, as the activation link does.
    if (!(await savePassword(db, redeemed.memberId, body.password, { activate: true }))) throw codeInvalid();
    // Whoever knew the old password is logged out everywhere; this browser starts afresh.
    await app.sessions.endSessionsOf(redeemed.memberId);
    await startSession(db, request, reply, redeemed.memberId);
    const user = await loadUser(db, redeemed.memberId, site);
    if (!user) throw codeInvalid();
    return { user };
  });
}

async function mailResetIfMember(mail: MailContext, email: string): Promise<void> {
  const member = await findMemberByEmail(mail.db, email);
  if (member) await sendPasswordResetMail(mail, member, email);
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}
