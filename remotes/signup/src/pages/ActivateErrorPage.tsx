import '../signup.css';
import { MailX } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@dating/routes';
import { buttonClassName, Card } from '@dating/ui';
import { useSignupMessages } from '../i18n';

/** /activate/error: the activation link was unknown or used up; the ways on are logging in or a new account. */
export default function ActivateErrorPage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  return (
    <div className="signup-page signup-page--single">
      <Card as="section" padding="lg" className="signup-card signup-panel" aria-labelledby="activate-heading">
        <span className="signup-panel__icon signup-panel__icon--danger" aria-hidden="true">
          <MailX />
        </span>
        <h1 id="activate-heading" className="signup-panel__title">
          {t('activate.error_title')}
        </h1>
        <p role="alert" className="signup-panel__text">
          {t('activate.error_body')}
        </p>
        <div className="signup-actions">
          <Link className={buttonClassName({ size: 'lg', block: true })} to="/login">
            {t('activate.login')}
          </Link>
          <Link className={buttonClassName({ variant: 'ghost', size: 'lg', block: true })} to="/signup">
            {t('activate.signup')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
