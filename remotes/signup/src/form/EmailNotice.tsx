import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EmailCheckState } from '../logic/email-check';

/** What the email check found, for anything but a new, valid address. */
export function EmailNotice({ id, check, touched }: { id: string; check: EmailCheckState; touched: boolean }) {
  const { t } = useTranslation('signup');
  if (check.state === 'format') {
    return touched ? (
      <p id={id} role="alert" className="signup-field-error">
        {t('common:validation.invalid_email')}
      </p>
    ) : null;
  }
  if (check.state === 'checking')
    return (
      <p id={id} role="status" className="signup-hint">
        {t('email.checking')}
      </p>
    );
  if (check.state === 'error')
    return (
      <p id={id} role="alert" className="signup-field-error">
        {t('email.check_failed')}
      </p>
    );
  if (check.state !== 'checked' || check.status === 'new') return null;
  if (check.status === 'active' || check.status === 'not_confirmed') {
    return (
      <p id={id} role="alert" className="signup-field-error">
        {t('email.exists')} <Link to="/login">{t('email.login')}</Link>
      </p>
    );
  }
  return (
    <p id={id} role="alert" className="signup-field-error">
      {t(`email.${check.status}`)}
    </p>
  );
}
