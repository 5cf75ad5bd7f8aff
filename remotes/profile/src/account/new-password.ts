import type { TFunction } from 'i18next';
import { validatePassword } from '@dating/contract';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** The signup's password rule (docs/product.md §5), and the second typing must match the first. */
export function checkNewPassword(t: TFunction, password: string, confirm: string): NewPasswordErrors {
  const rule = validatePassword(password);
  if (rule) return { password: t(`common:validation.${rule.code}`, rule.params ?? {}) };
  return password === confirm ? {} : { confirm: t('credentials.password.mismatch') };
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
