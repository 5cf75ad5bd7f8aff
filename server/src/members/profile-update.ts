import {
  collectFailures,
  DETAIL_FIELDS,
  isDetailField,
  lengthBetween,
  LIMITS,
  UNSET_DATE_OF_BIRTH,
  validateCity,
  validateDateOfBirth,
  validateInterests,
  validateName,
  type RuleFailure,
} from '@dating/contract';
import type { Infer } from 'superstruct';
import type { UserUpdateBody } from '@dating/contract';
import type { MemberUpdate } from '../db/schema';
import { isSupportedCountry } from '../geo/countries';
import { isKnownRegion } from '../geo/regions';
import { isKnownInterest } from '../site/interests';

export type UserUpdate = Infer<typeof UserUpdateBody>;

export interface CurrentMember {
  email: string;
  country: string;
  countryregion: string;
  city: string;
  details: Record<string, string>;
}

const unknownValue: RuleFailure = { code: 'unknown_value' };

/**
 * Checks a PUT user.php body against the shared rules (docs/product.md §5) and the region data, and turns it
 * into a column update. Only the fields present in the body change. Answers every failure at once so a
 * form can mark all wrong fields in one round trip.
 */
export function planProfileUpdate(
  body: UserUpdate,
  current: CurrentMember,
  today = new Date(),
): { ok: true; changes: MemberUpdate } | { ok: false; failures: Record<string, RuleFailure> } {
  const country = body.country ?? current.country;
  const countryChanged = body.country !== undefined && body.country !== current.country;
  const region = body.countryregion ?? (countryChanged ? '' : current.countryregion);

  const detailFailures: Record<string, RuleFailure | null> = {};
  for (const [field, value] of Object.entries(body.details ?? {})) {
    const allowed = isDetailField(field) ? (DETAIL_FIELDS[field] as readonly string[]) : null;
    detailFailures[`details.${field}`] = allowed && (value === '' || allowed.includes(value)) ? null : unknownValue;
  }

  const failures = collectFailures({
    name: body.name === undefined ? null : validateName(body.name, current.email),
    date_of_birth:
      body.date_of_birth === undefined || body.date_of_birth === UNSET_DATE_OF_BIRTH
        ? null
        : validateDateOfBirth(body.date_of_birth, { today }),
    country:
      body.country === undefined || body.country === '' || isSupportedCountry(body.country) ? null : unknownValue,
    countryregion: region === '' || (country !== '' && isKnownRegion(country, region)) ? null : unknownValue,
    city: body.city === undefined ? null : validateCity(body.city.trim()),
    personal: body.personal === undefined ? null : lengthBetween(body.personal, 0, LIMITS.personalMax),
    interests: body.interests === undefined ? null : validateInterests(body.interests, isKnownInterest),
    ...detailFailures,
  });
  if (Object.keys(failures).length > 0) return { ok: false, failures };

  const changes: MemberUpdate = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.date_of_birth !== undefined)
    changes.date_of_birth = body.date_of_birth === UNSET_DATE_OF_BIRTH ? null : body.date_of_birth;
  if (body.country !== undefined) changes.country = body.country;
  if (body.countryregion !== undefined || countryChanged) changes.countryregion = region;
  // A city belongs to a country: moving country without naming a city leaves none rather than a wrong one.
  const city = body.city !== undefined ? body.city.trim() : countryChanged ? '' : undefined;
  if (city !== undefined) changes.city = city;
  if (city !== undefined && city !== current.city) {
    // Coordinates came from the old city (seed, geocoding); without new ones, none is better than wrong.
    changes.latitude = null;
    changes.longitude = null;
  }
  if (body.personal !== undefined) changes.personal = body.personal.trim();
  if (body.details !== undefined) changes.details = JSON.stringify(mergeDetails(current.details, body.details));
  // kept ascending without repeats: the list's order, and one row per member in the search index
  if (body.interests !== undefined) changes.interests = [...new Set(body.interests)].sort((a, b) => a - b);
  if (body.lastSignupStep !== undefined) changes.last_signup_step = body.lastSignupStep;
  if (body.shown_to_visitors !== undefined) changes.shown_to_visitors = body.shown_to_visitors;
  return { ok: true, changes };
}

/** '' removes an answer; other values replace it. */
function mergeDetails(current: Record<string, string>, update: Record<string, string>): Record<string, string> {
  const out = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}
