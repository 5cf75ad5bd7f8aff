import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@dating/config';
import {
  collectFailures,
  defaultName,
  getActivate,
  getActivateLink,
  getValidateEmail,
  postUserNew,
  signupsOpen,
  validateEmail,
  validateName,
  type LanderVisit,
  type Tracking,
} from '@dating/contract';
import { filtersFromQuery } from '../search/filters';
import { saveFilters } from '../search/preferences';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { rateLimit } from '../plugins/rate-limits';
import { ApiError, sessionExpired, validationError } from '../http/errors';
import { hashPassword } from '../auth/password';
import { startSession } from '../auth/start-session';
import { loadUser } from '../members/load-user';
import { isSupportedCountry } from '../geo/countries';
import { latestCodeMailDelivered, looksLikeMailCode, redeemMailCode } from '../mail/mail-codes';
import { EmailTokens, normalizeEmail } from '../signup/email-token';
import { emailStatus } from '../signup/email-status';
import { createMember } from '../signup/create-member';
import { isActivated } from '../members/activation';
import { updateMember } from '../members/update-member';
import { memberExists } from '../members/member-exists';
import { validateNewPassword } from '../auth/new-password';
import { emailTaken } from '../signup/email-taken';
import { mailProviderOf } from '../signup/mail-provider';
import { sendActivationMail } from '../mail/activation-mail';

export interface SignupRouteOptions {
  validateEmailRateLimit: { max: number; windowMs: number };
}

/**
 * Free signup (docs/product.md §3, §4, §5, §6): the email check, account creation with its session and activation mail,
 * the delivered flag the signup's step 6 polls, and the activation link itself.
 */
export async function signupRoutes(app: FastifyInstance, options: SignupRouteOptions): Promise<void> {
  const { db, site, mailer } = app;
  const tokens = new EmailTokens(db);
  const perIp = rateLimit(
    { ...options.validateEmailRateLimit, key: (r) => `validate_email:${r.ip}` },
    () => 'Too many email checks. Please wait a minute and try again.',
  );

  registerEndpoint(
    app,
    getValidateEmail,
    async ({ query }) => {
      const email = normalizeEmail(query.email);
      return {
        token: await tokens.tokenFor(email),
        status: await emailStatus(db, email),
        email,
        request_email: query.email,
      };
    },
    { rateLimit: perIp },
  );

  registerEndpoint(app, postUserNew, async ({ request, reply, body }) => {
    if (!signupsOpen(site.signups, { trafficsource: body.trafficsource, tracking: body.tracking })) {
      throw new ApiError(403, 'signups_closed', 'Signing up is by invitation only at the moment.');
    }
    const email = normalizeEmail(body.email);
    const name = defaultName(body.name, email).trim();
    const failures = collectFailures({
      email: validateEmail(email),
      name: validateName(name, email),
      password: validateNewPassword(body.password),
    });
    if (Object.keys(failures).length > 0) throw validationError(failures);
    if (!(await tokens.verify(email, body.token))) {
      throw validationError({ token: { code: 'invalid_token' } });
    }
    const status = await emailStatus(db, email);
    if (status !== 'new') throw emailTaken(status);

    const language = (LANGUAGES as readonly string[]).includes(body.language) ? body.language : DEFAULT_LANGUAGE;
    const referring =
      body.profile !== null && Number.isSafeInteger(body.profile) && (await memberExists(db, body.profile))
        ? body.profile
        : null;
    const memberId = await createMember(db, {
      email,
      password_hash: await hashPassword(body.password),
      name,
      language,
      country: isSupportedCountry(body.country) ? body.country : '',
      mailprovider: mailProviderOf(email),
      trafficsource: body.trafficsource.slice(0, 100),
      tracking: JSON.stringify(storedTracking(body.tracking, body.lander)),
      referrer: body.referrer.slice(0, 2000),
      timezone: body.timezone.slice(0, 64),
      form_path: body.form_path.slice(0, 500),
      referring_profile_id: referring,
      user_agent: body.n.slice(0, 500),
    });
    // Two signups of one address at once: the loser gets the same 409.
    if (memberId === null) throw emailTaken('not_confirmed');

    // The match-finder's answers are the new member's first search (docs/product.md §2, match-finder).
    if (body.search_start) await saveFilters(db, memberId, filtersFromQuery(body.search_start));
    await startSession(db, request, reply, memberId);
    await sendActivationMail(db, mailer, {
      memberId,
      email,
      name,
      language,
      site: site.name,
      linkBase: app.mailLinkBase(request),
    });
    const user = await loadUser(db, memberId, site);
    if (!user) throw new Error('member vanished right after signup');
    return { user };
  });

  registerMemberEndpoint(app, getActivate, async ({ memberId }) => {
    const activated = await isActivated(db, memberId);
    if (activated === null) throw sessionExpired();
    return { delivered: (await latestCodeMailDelivered(db, 'activation', memberId)) ?? activated };
  });

  // The link in the mail: a browser opens it and follows the redirect. The code works once, for 7 days.
  registerEndpoint(app, getActivateLink, async ({ request, reply, query: { code } }) => {
    reply.header('cache-control', 'no-store');
    const loggedInAs = request.auth.state === 'active' ? request.auth.session.memberId : null;
    const redeemed = looksLikeMailCode(code) ? await redeemMailCode(db, 'activation', code) : null;
    if (!redeemed) {
      // A used, expired or unknown code logs nobody in. A member already activated and logged in (a second
      // click on their own link) is only told that their account is active, which they may know.
      return loggedInAs !== null && (await isActivated(db, loggedInAs)) ? '/activate/done' : '/activate/error';
    }
    await updateMember(db, redeemed.memberId, { activated: true });
    if (loggedInAs !== redeemed.memberId) {
      await startSession(db, request, reply, redeemed.memberId);
    }
    return '/activate/done';
  });
}

/** The tracking data as kept with the account: the landing URL's parameters and the lander that drew the page. */
function storedTracking(tracking: Tracking | undefined, lander: LanderVisit | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(tracking ?? {})) if (typeof value === 'string') kept[key] = value;
  if (lander) Object.assign(kept, { lander: lander.page, lander_version: lander.version });
  return kept;
}
