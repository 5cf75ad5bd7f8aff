import {
  collectFailures,
  UNSET_DATE_OF_BIRTH,
  validateCity,
  validateDateOfBirth,
  validateInterests,
  validateName,
  type RuleFailure,
} from '@dating/contract';
import type { ProfileFormValues } from './values';

/** The same rules the server applies, run in the browser for instant feedback. */
export function validateProfile(
  values: ProfileFormValues,
  email: string,
  today = new Date(),
): Record<string, RuleFailure> {
  return collectFailures({
    name: validateName(values.name ?? '', email),
    date_of_birth:
      values.date_of_birth && values.date_of_birth !== UNSET_DATE_OF_BIRTH
        ? validateDateOfBirth(values.date_of_birth, { today })
        : null,
    city: validateCity(values.city ?? ''),
    interests: validateInterests(values.interests ?? []),
  });
}
