import { RESELL_MIN_MEMBER_AGE_MS } from '@dating/config';

export interface ResellInput {
  user: { paid_user: boolean; signup_date: string } | null | undefined;
  memberResell: readonly string[] | undefined;
  now?: number;
}

/**
 * Webcam resell (docs/product.md §6): logged-in unpaid members who signed up more than 4 days ago, and only when
 * the site's member_resell lists cams or camads.
 */
export function resellEnabled({ user, memberResell, now = Date.now() }: ResellInput): boolean {
  if (!user || user.paid_user) return false;
  if (!memberResell?.some((r) => r === 'cams' || r === 'camads')) return false;
  const signedUp = Date.parse(user.signup_date.includes('T') ? user.signup_date : user.signup_date.replace(' ', 'T'));
  if (Number.isNaN(signedUp)) return false;
  return now - signedUp > RESELL_MIN_MEMBER_AGE_MS;
}

/** Which promotion tiles the search grid shows: the template decides, resell allows. */
export function promotionTiles(
  flags: { showWebcamTiles: boolean; showAdTiles: boolean },
  resell: boolean,
  memberResell: readonly string[] | undefined,
): { cams: boolean; ads: boolean } {
  return {
    cams: resell && flags.showWebcamTiles && Boolean(memberResell?.includes('cams')),
    ads: resell && flags.showAdTiles && Boolean(memberResell?.includes('camads')),
  };
}
