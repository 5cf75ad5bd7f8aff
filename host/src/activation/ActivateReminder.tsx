import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

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
    <aside className="activate-reminder" role="status" aria-labelledby="activate-reminder-title">
      <p id="activate-reminder-title" className="activate-reminder__title">
        {t('activate.title')}
      </p>
      <p>{t('activate.body', { email })}</p>
      <p className="activate-reminder__actions">
        <span>{t('activate.spam')}</span> <Link to="/profile">{t('activate.wrongEmail')}</Link>
      </p>
      <button
        type="button"
        className="host-button host-button--quiet"
        onClick={() => {
          setDismissed(true);
          onDismiss?.();
        }}
      >
        {t('activate.dismiss')}
      </button>
    </aside>
  );
}
