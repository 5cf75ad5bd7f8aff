import type { FastifyInstance } from 'fastify';
import { postMailChange, postMailChangeDo, postMailChangeUndo, validateEmail } from '@dating/contract';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { ApiError, sessionExpired, validationError } from '../http/errors';
import { minutesToWait, rateLimit } from '../plugins/rate-limits';
import { verifyPassword } from '../auth/password';
import { savePassword } from '../auth/member-password';
import { startSession } from '../auth/start-session';
import { loadUser } from '../members/load-user';
import { looksLikeMailCode, redeemMailCode, retireOpenCodes } from '../mail/mail-codes';
import { accountOf } from '../members/account-of';
import { moveAccountTo } from '../members/move-account';
import { normalizeEmail } from '../signup/email-token';
import { emailStatus } from '../signup/email-status';
import { emailTaken } from '../signup/email-taken';
import { mailProviderOf } from '../signup/mail-provider';
import { sendActivationMail } from '../mail/activation-mail';
import { sendMailChangeConfirmation, sendMailChangeNotice, type MailContext } from '../credentials/credential-mails';
import { codeInvalid, wrongPassword } from '../credentials/credential-errors';
import type { Db } from '../db/connect';
import { validateNewPassword } from '../auth/new-password';

/** Each request mails two addresses: a few an hour per member is plenty for typos, and no mail cannon. */
const CHANGE_LIMIT = { max: 5, windowMs: 60 * 60_000 };

/**
 * Changing the address (docs/product.md §2: /profile, /mail-change/do, /notifications#email-change-incorrect).
 * An activated account moves only when the link mailed to the new address is opened, and the old address is
 * told at once, with a link that undoes the change and secures the account. An account never activated
 * (signup step 7's "wrong email?") moves at once: its address was never confirmed, so there is no one to
 * warn, and the activation mail goes to the new address instead.
 */
export async function mailChangeRoutes(app: FastifyInstance): Promise<void> {
  const { db, site, mailer } = app;
  const perMember = rateLimit(
    {
      ...CHANGE_LIMIT,
      key: (r) => `mail-change:${r.auth.state === 'active' ? r.auth.session.memberId : r.ip}`,
      hook: 'preHandler',
    },
    (waitMs) => `Too many address changes. Please wait ${minutesToWait(waitMs)} and try again.`,
  );

  registerMemberEndpoint(
    app,
    postMailChange,
    async ({ request, body, memberId }) => {
      const email = normalizeEmail(body.email);
      const failure = validateEmail(email);
      if (failure) throw validationError({ email: failure });
      const member = await accountOf(db, memberId);
      if (!member) throw sessionExpired();
      if (!(await verifyPassword(member.password_hash, body.password))) throw wrongPassword();
      // Taken (their own current address included) is answered as the signup's email check would.
      const status = await emailStatus(db, email);
      if (status !== 'new') throw emailTaken(status);

      const mail: MailContext = { db, mailer, site: site.name, linkBase: app.mailLinkBase(request) };
      if (!member.activated) {
        await moveAccount(db, memberId, email);
        await sendActivationMail(db, mailer, {
          ...mail,
          memberId,
          email,
          name: member.name,
          language: member.language,
          gender: member.gender,
        });
        return { user: await userOf(memberId), pending_email: null };
      }
      await sendMailChangeConfirmation(mail, member, email);
      await sendMailChangeNotice(mail, member, member.email, email);
      return { user: await userOf(memberId), pending_email: email };
    },
    { rateLimit: perMember },
  );

  registerEndpoint(app, postMailChangeDo, async ({ body }) => {
    const redeemed = looksLikeMailCode(body.code) ? await redeemMailCode(db, 'mail_change', body.code) : null;
    if (!redeemed?.detail) throw codeInvalid();
    const email = redeemed.detail;
    // The address may have been taken since the mail went out.
    const status = await emailStatus(db, email);
    if (status !== 'new') throw emailTaken(status);
    // Opening the link proves the new address: the account counts as activated there.
    await moveAccount(db, redeemed.memberId, email, { activated: true });
    return { email };
  });

  registerEndpoint(app, postMailChangeUndo, async ({ request, reply, body }) => {
    // The password first: a refused one must not use up the link.
    const failure = validateNewPassword(body.password);
    if (failure) throw validationError({ password: failure });
    const redeemed = looksLikeMailCode(body.code) ? await redeemMailCode(db, 'mail_change_undo', body.code) : null;
    if (!redeemed?.detail) throw codeInvalid();
    const { memberId, detail: oldEmail } = redeemed;
    // A change still waiting for its confirmation link is called off.
    await retireOpenCodes(db, memberId, 'mail_change');
    // Back to the old address, unless another account took it meanwhile (then securing still happens).
    const current = await accountOf(db, memberId);
    if (current && current.email !== oldEmail && (await emailStatus(db, oldEmail)) === 'new') {
      await moveAccount(db, memberId, oldEmail).catch((err: unknown) => {
        if (!(err instanceof ApiError)) throw err;
      });
    }
    if (!(await savePassword(db, memberId, body.password))) throw codeInvalid();
    // Whoever asked for the change is logged out everywhere; the owner continues in this browser.
    await app.sessions.endSessionsOf(memberId);
    await startSession(db, request, reply, memberId);
    return { user: await userOf(memberId) };
  });

  async function userOf(memberId: number) {
    const user = await loadUser(db, memberId, site);
    if (!user) throw sessionExpired();
    return user;
  }
}

/** Points the account at another address; a race for the address ends in the signup's 409. */
async function moveAccount(db: Db, memberId: number, email: string, extra: { activated?: true } = {}): Promise<void> {
  if (!(await moveAccountTo(db, memberId, { email, mailprovider: mailProviderOf(email), ...extra })))
    throw emailTaken('not_confirmed');
}
