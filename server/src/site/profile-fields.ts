import { PROFILE_FIELDS, type ProfileFields } from '@dating/contract';

/** GET /api/profile_fields.php: the codes each field may take; browsers name them through i18n. */
export const profileFields: ProfileFields = {
  fields: Object.fromEntries(
    Object.entries(PROFILE_FIELDS).map(([name, values]) => [name, { allowed_values: [...values] }]),
  ),
};
