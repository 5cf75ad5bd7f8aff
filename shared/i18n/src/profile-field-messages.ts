import { useNamespace } from './hooks';

export const PROFILE_FIELDS_NAMESPACE = 'profile_fields';

/**
 * The names of the profile fields and their answers (GET /api/profile_fields.php), one set for every part
 * that shows them. Loaded only when a page asks: most pages never show these fields.
 */
export const loadProfileFieldMessages = (lng: string) => import(`./locales/${lng}/profile_fields.json`);

export interface ProfileFieldMessages {
  label: (field: string) => string;
  value: (field: string, value: string) => string;
  /** the empty choice of a field's select */
  noAnswer: string;
}

/** Suspends until the messages are loaded in the current language (put a <Suspense> above). */
export function useProfileFieldMessages(): ProfileFieldMessages {
  const { t } = useNamespace(PROFILE_FIELDS_NAMESPACE, loadProfileFieldMessages);
  return {
    label: (field) => t(`${field}.label`),
    value: (field, value) => t(`${field}.values.${value}`),
    noAnswer: t('no_answer'),
  };
}
