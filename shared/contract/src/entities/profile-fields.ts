import { GENDERS } from './profile';

/**
 * The optional profile fields and the codes each may take. In the contract so that the server (validation,
 * seed, profile_fields.php), the forms that edit the fields and the check of their messages share one list.
 * Answers live in a member's `details`; gender is a profile column of its own.
 */
export const DETAIL_FIELDS = {
  looking_for: ['male', 'female', 'both'],
  relationship_goal: ['friendship', 'dating', 'long_term', 'marriage', 'casual'],
  relationship_status: ['single', 'divorced', 'separated', 'widowed', 'in_a_relationship', 'married'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'a_few_extra_pounds', 'muscular', 'large'],
  height: ['under_150', '150_159', '160_169', '170_179', '180_189', '190_199', '200_plus'],
  eye_color: ['brown', 'blue', 'green', 'hazel', 'grey', 'other'],
  hair_color: ['black', 'brown', 'blonde', 'red', 'grey', 'white', 'bald', 'other'],
  smoking: ['never', 'occasionally', 'regularly', 'trying_to_quit'],
  drinking: ['never', 'socially', 'regularly'],
  children: ['none', 'living_with_me', 'not_living_with_me', 'grown_up'],
  wants_children: ['yes', 'no', 'maybe'],
  education: ['secondary', 'vocational', 'bachelor', 'master', 'doctorate', 'other'],
  religion: ['none', 'christian', 'muslim', 'jewish', 'hindu', 'buddhist', 'spiritual', 'other'],
  zodiac: [
    'aries',
    'taurus',
    'gemini',
    'cancer',
    'leo',
    'virgo',
    'libra',
    'scorpio',
    'sagittarius',
    'capricorn',
    'aquarius',
    'pisces',
  ],
} as const satisfies Record<string, readonly string[]>;

export type DetailField = keyof typeof DETAIL_FIELDS;

export function isDetailField(name: string): name is DetailField {
  return Object.prototype.hasOwnProperty.call(DETAIL_FIELDS, name);
}

/** Every field GET /api/profile_fields.php lists, in its order: gender first, then the details. */
export const PROFILE_FIELDS = { gender: GENDERS, ...DETAIL_FIELDS } as const;

export type ProfileField = keyof typeof PROFILE_FIELDS;
