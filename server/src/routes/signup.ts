import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  collectFailures, defaultName, getActivate, getActivateLink, getValidateEmail, postUserNew, validateEmail, validateName, validatePassword,
  type EmailStatus, type RuleFailure,
} from '@dating/contract';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { rateLimit } from '../plugins/rate-limits';
import { ApiError, sessionExpired, validationError } from '../http/errors';
import { hashPassword } from '../auth/password';
import { startSession } from '../auth/start-session';
import { sha256Hex } from '../auth/tokens';
import { loadUser } from '../members/load-user';
import { isSupportedCountry } from '../geo/countries';
import { activationMail } from '../mail/activation-mail';
import type { Mailer } from '../mail/mailer';
import { EmailTokens, normalizeEmail } from '../signup/email-token';
import type { Db } from '../db/connect';

export const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'] as const;
const ACTIVATION_DAYS = 14;
export const ACTIVATE_LINK_PATH = '/activate';

export interface SignupRouteOptions {
  /** https://example.com: the origin activation links point at; unset: the origin of the signup request */
  publicUrl?: string;
  validateEmailRateLimit: { max: number; windowMs: number };
}

/**
 * Free signup (spec sections 3-6): the email check, account creation with its session and activation mail,
 * the delivered flag the signup's step 6 polls, and the activation link itself.
 */
export async function signupRoutes(app: FastifyInstance, options: SignupRouteOptions): Promise<void> {
  const { db, site, mailer } = app;
  const tokens = new EmailTokens(db);
  const perIp = rateLimit(
    { ...options.validateEmailRateLimit, key: (r) => `validate_email:${r.ip}` },
    () => 'Too many email checks. Please wait a minute and try again.',
  );

  registerEndpoint(app, getValidateEmail, async ({ query }) => {
    const email = normalizeEmail(query.email);
    return { token: await tokens.tokenFor(email), status: await emailStatus(db, email), email, request_email: query.email };
  }, { rateLimit: perIp });

  registerEndpoint(app, postUserNew, async ({ request, reply, body }) => {
    if (!signupsOpen(site.signups, body.trafficsource, body.tracking)) {
      throw new ApiError(403, 'signups_closed', 'Signing up is by invitation only at the moment.');
    }
    const email = normalizeEmail(body.email);
    const name = defaultName(body.name, email).trim();
    const failures = collectFailures({
      email: validateEmail(email),
      name: validateName(name, email),
      password: validatePassword(body.password),
    });
    if (Object.keys(failures).length > 0) throw validationError(failures);
    if (!(await tokens.verify(email, body.token))) {
      throw new ApiError(400, 'validation', 'Please check this field: token.', {
        token: { code: 'invalid_token', message: 'The email check token does not belong to this email address. Check the address again.' },
      });
    }
    const status = await emailStatus(db, email);
    if (status !== 'new') throw emailTaken(status);

    const language = (LANGUAGES as readonly string[]).includes(body.language) ? body.language : 'en';
    const referring = body.profile !== null && Number.isSafeInteger(body.profile)
      ? await db.selectFrom('members').select('id').where('id', '=', body.profile).executeTakeFirst()
      : undefined;
    let memberId: number;
    try {
      ({ id: memberId } = await db
        .insertInto('members')
        .values({
          email,
          password_hash: await hashPassword(body.password),
          name,
          language,
          country: isSupportedCountry(body.country) ? body.country : '',
          mailprovider: mailProviderOf(email),
          trafficsource: body.trafficsource.slice(0, 100),
          tracking: JSON.stringify(body.tracking ?? {}),
          referrer: body.referrer.slice(0, 2000),
          timezone: body.timezone.slice(0, 64),
          form_path: body.form_path.slice(0, 500),
          referring_profile_id: referring?.id ?? null,
          user_agent: body.n.slice(0, 500),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (err) {
      // Two signups of one address at once: the unique index decides, the loser gets the same 409.
      if ((err as { code?: string }).code === '23505') throw emailTaken('not_confirmed');
      throw err;
    }

    await startSession(db, request, reply, memberId);
    await sendActivationMail(db, mailer, { memberId, email, name, language, site: site.name, origin: options.publicUrl ?? originOf(request) });
    const user = await loadUser(db, memberId, site);
    if (!user) throw new Error('member vanished right after signup');
    return { user };
  });

  registerMemberEndpoint(app, getActivate, async ({ memberId }) => {
    const member = await db.selectFrom('members').select('activated').where('id', '=', memberId).executeTakeFirst();
    if (!member) throw sessionExpired();
    const latest = await db
      .selectFrom('activation_codes')
      .leftJoin('outbox', 'outbox.id', 'activation_codes.outbox_id')
      .select('outbox.delivered')
      .where('activation_codes.member_id', '=', memberId)
      .orderBy('activation_codes.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { delivered: latest ? latest.delivered !== null : member.activated };
  });

  // The link in the mail: a browser opens it and follows the redirect.
  registerEndpoint(app, getActivateLink, async ({ request, reply, query: { code } }) => {
    reply.header('cache-control', 'no-store');
    if (code === undefined || code.length < 20 || code.length > 200) return '/activate/error';
    const row = await db
      .selectFrom('activation_codes')
      .select(['member_id', 'expires_at', 'used_at'])
      .where('code_hash', '=', sha256Hex(code))
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() < Date.now()) return '/activate/error';
    // A second click on the same link: still activated, but the link does not log anyone in again.
    if (row.used_at) return '/activate/done';
    await db.updateTable('activation_codes').set({ used_at: new Date() }).where('code_hash', '=', sha256Hex(code)).execute();
    await db.updateTable('members').set({ activated: true, updated_at: new Date() }).where('id', '=', row.member_id).execute();
    const loggedInAs = request.auth.state === 'active' ? request.auth.session.memberId : null;
    if (loggedInAs !== row.member_id) {
      await startSession(db, request, reply, row.member_id);
    }
    return '/activate/done';
  });
}

/** Spec section 6: 'all' lets everyone sign up; 'with_trafficsource' only visitors who came with tracking data. */
function signupsOpen(signups: string, trafficsource: string, tracking: Record<string, string | undefined> | undefined): boolean {
  if (signups === 'all') return true;
  if (signups !== 'with_trafficsource') return false;
  return trafficsource !== '' || Object.values(tracking ?? {}).some((v) => v);
}

export async function emailStatus(db: Db, email: string): Promise<EmailStatus> {
  if (validateEmail(email)) return 'invalid';
  const member = await db.selectFrom('members').select(['activated', 'deleted']).where('email', '=', email).executeTakeFirst();
  if (!member) return 'new';
  if (member.deleted) return 'deleted';
  return member.activated ? 'active' : 'not_confirmed';
}

function emailTaken(status: EmailStatus): ApiError {
  if (status === 'deleted') {
    return new ApiError(409, 'email_deleted', 'The account of this email address was deleted. Please use another email address.', {
      email: { code: 'email_deleted', message: 'The account of this email address was deleted.' },
    });
  }
  if (status === 'invalid') return validationError({ email: { code: 'invalid_email' } satisfies RuleFailure });
  return new ApiError(409, 'email_exists', 'An account with this email address already exists. Log in instead, or use another email address.', {
    email: { code: 'email_exists', message: 'An account with this email address already exists.' },
  });
}

/** 2: Gmail, whose search the completion step can link to (spec: the mail-provider link when mailprovider is 2). */
function mailProviderOf(email: string): number {
  const domain = email.split('@')[1] ?? '';
  return domain === 'gmail.com' || domain === 'googlemail.com' ? 2 : 0;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function sendActivationMail(
  db: Db,
  mailer: Mailer,
  m: { memberId: number; email: string; name: string; language: string; site: string; origin: string },
): Promise<void> {
  const code = randomBytes(32).toString('base64url');
  const link = `${m.origin.replace(/\/$/, '')}${ACTIVATE_LINK_PATH}?code=${code}`;
  const mail = activationMail({ language: m.language, name: m.name, site: m.site, link });
  // The code row first, the mail second: a mail can never carry a code the database does not know.
  await db
    .insertInto('activation_codes')
    .values({ code_hash: sha256Hex(code), member_id: m.memberId, expires_at: new Date(Date.now() + ACTIVATION_DAYS * 86_400_000) })
    .execute();
  const outboxId = await mailer.send(m.email, mail);
  await db.updateTable('activation_codes').set({ outbox_id: outboxId }).where('code_hash', '=', sha256Hex(code)).execute();
}
