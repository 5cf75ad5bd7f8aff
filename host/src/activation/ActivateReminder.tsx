import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { CHANGE_EMAIL_PATH } from '@dating/routes';
import { Button } from '@dating/ui';
import './activate-reminder.css';

export interface ActivateReminderProps {
  email: string;
  /** the dev page shows it without the dismiss button's effect on the real banner */
  onDismiss?: () => void;
}

/**
 * The banner for members who have not followed the activation link in their signup mail yet. Dismissing
 * hides it for this page load only: the account still needs activating.
 */
export function ActivateReminder({ email, onDismiss }: ActivateReminderProps) {
  const { t } = useTranslation('host');
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <section className="activate-reminder" role="status" aria-labelledby="activate-reminder-title">
      <div className="activate-reminder__inner">
        <span className="activate-reminder__icon" aria-hidden="true">
          <MailWarning />
        </span>
        <div className="activate-reminder__text">
          <p id="activate-reminder-title" className="activate-reminder__title">
            {t('activate.title')}
          </p>
          <p>{t('activate.body', { email })}</p>
          <p className="activate-reminder__more">
            <span>{t('activate.spam')}</span> <Link to={CHANGE_EMAIL_PATH}>{t('activate.wrongEmail')}</Link>
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="activate-reminder__dismiss"
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          {t('activate.dismiss')}
        </Button>
      </div>
    </section>
  );
}
