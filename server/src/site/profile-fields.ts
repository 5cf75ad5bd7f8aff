import type { ProfileFields } from '@dating/contract';
import { GENDERS } from '@dating/contract';

/**
 * The optional profile fields and the values each may take. Values are codes; the browser shows them
 * through i18n keys (`profile_fields.<field>.<value>`). gender is a top-level profile field; the others are
 * stored in the member's `details`.
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
  zodiac: ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'],
} as const satisfies Record<string, readonly string[]>;

export type DetailField = keyof typeof DETAIL_FIELDS;

export const profileFields: ProfileFields = {
  fields: {
    gender: { allowed_values: [...GENDERS] },
    ...Object.fromEntries(Object.entries(DETAIL_FIELDS).map(([name, values]) => [name, { allowed_values: [...values] }])),
  },
};

export function isDetailField(name: string): name is DetailField {
  return Object.prototype.hasOwnProperty.call(DETAIL_FIELDS, name);
}
