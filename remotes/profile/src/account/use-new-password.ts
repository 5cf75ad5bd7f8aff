import { useState } from 'react';
import { useProfileMessages } from '../i18n';
import { checkNewPassword, hasErrors, type NewPasswordErrors } from './new-password';

/**
 * The state of NewPasswordFields: the two typings and what is wrong with them. `check()` shows what is wrong
 * and answers whether the password may be sent; `clear()` empties both after a change.
 */
export function useNewPassword() {
  const { t } = useProfileMessages();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  return {
    password,
    /** the props of NewPasswordFields, but its id */
    fields: { password, confirm, onPassword: setPassword, onConfirm: setConfirm, errors },
    check(): boolean {
      const found = checkNewPassword(t, password, confirm);
      setErrors(found);
      return !hasErrors(found);
    },
    clear() {
      setPassword('');
      setConfirm('');
      setErrors({});
    },
  };
}
