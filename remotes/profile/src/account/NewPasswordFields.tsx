import { validatePassword } from '@dating/contract';
import { ruleValidator, TextField } from '@dating/ui/form-fields';
import { useProfileMessages } from '../i18n';

/** The values of a form with NewPasswordFields. */
export interface NewPasswordValues {
  password?: string;
  confirm?: string;
}

/** The fields a refused call of a new-password form may name. */
export const NEW_PASSWORD_FIELDS = ['password'] as const;

const passwordRule = ruleValidator(validatePassword);

/**
 * A new password typed twice, as fields of a react-final-form form: the signup's password rule (docs/product.md §5),
 * and once that holds, the second typing must match the first. The password change, the reset and the undo panel.
 */
export function NewPasswordFields({ id }: { id: string }) {
  const { t } = useProfileMessages();
  const confirmRule = (confirm: string | undefined, { password }: NewPasswordValues) =>
    passwordRule(password) || (confirm ?? '') === (password ?? '') ? undefined : t('credentials.password.mismatch');
  return (
    <>
      <TextField
        name="password"
        id={`${id}-password`}
        label={t('credentials.password.new')}
        type="password"
        autoComplete="new-password"
        validate={passwordRule}
        errorClassName="profile-cred-field-error"
      />
      <TextField
        name="confirm"
        id={`${id}-confirm`}
        label={t('credentials.password.confirm')}
        type="password"
        autoComplete="new-password"
        validate={confirmRule}
        errorClassName="profile-cred-field-error"
      />
    </>
  );
}
