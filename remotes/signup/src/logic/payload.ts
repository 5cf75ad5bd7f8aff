import type { BodyOf, LanderVisit, SearchStart, Tracking } from '@dating/contract';
import type { postUserNew } from '@dating/contract';
import { signupName } from './name';
import { trafficSource } from '@dating/tracking';

export type SignupPayload = BodyOf<typeof postUserNew>;

/** SHA-256 hex of the visitor's CSRF cookie: binds the form to this browser without sending the cookie itself twice. */
export async function csrfHash(
  cookieValue: string,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<string> {
  if (!subtle) return '';
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(cookieValue));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SignupContext {
  tracking: Tracking | null;
  /** the landing page the visitor came through, if any */
  lander?: LanderVisit | null;
  searchStart?: SearchStart | null;
  timezone: string;
  country: string;
  language: string;
  /** the referring member on /members/:id/signup */
  profileId: number | null;
  formPath: string;
  referrer: string;
  csrf: string;
  token: string;
  userAgent: string;
}

/** The body of POST /api/user.php?new=1 (docs/product.md §3, signup payload). */
export function buildSignupPayload(
  values: { email: string; name: string; password: string },
  ctx: SignupContext,
): SignupPayload {
  const email = values.email.trim();
  return {
    email,
    name: signupName(values.name, email),
    password: values.password,
    trafficsource: trafficSource(ctx.tracking),
    timezone: ctx.timezone,
    country: ctx.country,
    language: ctx.language,
    profile: ctx.profileId,
    form_path: ctx.formPath,
    referrer: ctx.referrer,
    csrf: ctx.csrf,
    token: ctx.token,
    n: ctx.userAgent,
    ...(ctx.tracking ? { tracking: ctx.tracking } : {}),
    ...(ctx.lander ? { lander: ctx.lander } : {}),
    ...(ctx.searchStart ? { search_start: ctx.searchStart } : {}),
  };
}

/** The browser's time zone, e.g. 'Europe/Amsterdam'. */
export const browserTimezone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
};
