import { SIGNUP_LAST_STEP, SIGNUP_PROGRESS_STEPS } from '@dating/config';
import type { Profile } from '@dating/contract';

/** Signup steps 0 (account) to 7 (done, docs/product.md §9); the progress dots show step / 6. */
export type SignupStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const LAST_PROGRESS_STEP = SIGNUP_PROGRESS_STEPS;

/** Where the visitor's browser stands on push (docs/product.md §3, push state). */
export type PushState = 'unsupported' | 'denied' | 'subscribed' | 'prompt';

type ProfileSoFar = Pick<Profile, 'main_image' | 'countryregion' | 'city' | 'gender' | 'date_of_birth' | 'personal'>;

const hasDateOfBirth = (dob: string) => dob !== '' && dob !== '0000-00-00';

/**
 * docs/product.md §4: a logged-in visitor starts at step 1, or 2 if push is unavailable. With auto-skip on,
 * what the profile already has moves the start on: a main image → 3, a region or city → 4, a gender or
 * date of birth → 5, personal notes → 6 (the furthest that applies wins).
 */
export function startStep(
  profile: ProfileSoFar,
  { pushAvailable, autoSkip }: { pushAvailable: boolean; autoSkip: boolean },
): SignupStep {
  let step: SignupStep = pushAvailable ? 1 : 2;
  if (!autoSkip) return step;
  if (profile.main_image) step = 3;
  if (profile.countryregion || profile.city) step = 4;
  if (profile.gender || hasDateOfBirth(profile.date_of_birth)) step = 5;
  if (profile.personal.trim()) step = 6;
  return step;
}

/**
 * docs/product.md §4: after the account is created, 0 goes to 1; an existing push subscription is attached to
 * the account and the photo question follows straight away (3 is skipped past step 2's predecessor); push
 * denied, unsupported or not offered skips step 1.
 */
export function stepAfterAccount(push: PushState, offered: boolean): SignupStep {
  if (push === 'subscribed') return 3;
  return offered ? 1 : 2;
}

/** The step after `step` (7 is the end). */
export function nextStep(step: SignupStep): SignupStep {
  return step >= SIGNUP_LAST_STEP ? (SIGNUP_LAST_STEP as SignupStep) : ((step + 1) as SignupStep);
}

/** Progress of the dots, 0 to 1. */
export function progress(step: SignupStep): number {
  return Math.min(step, LAST_PROGRESS_STEP) / LAST_PROGRESS_STEP;
}
