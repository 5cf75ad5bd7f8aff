import { useProfileMessages } from '../i18n';
import { CredentialField } from './CredentialField';
import type { NewPasswordErrors } from './new-password';

export interface NewPasswordFieldsProps {
  /** prefix of the inputs' ids */
  id: string;
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  errors: NewPasswordErrors;
}

/** A new password typed twice (checked by checkNewPassword): the password change, the reset and the undo panel. */
export function NewPasswordFields({ id, password, confirm, onPassword, onConfirm, errors }: NewPasswordFieldsProps) {
  const { t } = useProfileMessages();
  return (
    <>
      <CredentialField
        id={`${id}-password`}
        label={t('credentials.password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        error={errors.password}
      />
      <CredentialField
        id={`${id}-confirm`}
        label={t('credentials.password.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        error={errors.confirm}
      />
    </>
  );
}
