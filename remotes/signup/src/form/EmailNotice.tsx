import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, Spinner } from '@dating/ui';
import type { EmailCheckState } from '../logic/email-check';
import { Notice } from '../layout/Notice';

/** What the email check found, for anything but a new, valid address. */
export function EmailNotice({ check, touched }: { check: EmailCheckState; touched: boolean }) {
  const { t } = useTranslation('signup');
  if (check.state === 'format') {
    return touched ? (
      <p role="alert" className="signup-field-error">
        {t('common:validation.invalid_email')}
      </p>
    ) : null;
  }
  if (check.state === 'checking')
    return (
      <p role="status" className="signup-hint signup-checking">
        <Spinner />
        {t('email.checking')}
      </p>
    );
  if (check.state !== 'checked' || check.status === 'new') return null;
  if (check.status === 'active' || check.status === 'not_confirmed') {
    return (
      <Notice tone="danger" role="alert">
        <p>{t('email.exists')}</p>
        <Link to="/login" className={buttonClassName({ variant: 'secondary', className: 'signup-notice__action' })}>
          {t('email.login')}
        </Link>
      </Notice>
    );
  }
  return (
    <Notice tone="danger" role="alert">
      <p>{t(`email.${check.status}`)}</p>
    </Notice>
  );
}
