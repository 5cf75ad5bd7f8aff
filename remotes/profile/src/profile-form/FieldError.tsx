import { useTranslation } from 'react-i18next';
import type { RuleFailure } from '@dating/contract';

/** A rule failure shown under its field, in the member's language. */
export function FieldError({ id, failure }: { id: string; failure: RuleFailure | undefined }) {
  const { t } = useTranslation('common');
  if (!failure) return null;
  return (
    <p id={id} className="profile-field-error" role="alert">
      {t(`validation.${failure.code}`, failure.params ?? {})}
    </p>
  );
}
