import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@dating/routes';
import { ActivateReminder } from '../activation/ActivateReminder';
import { useSession } from '../session/useSession';

/** An address to show when nobody is logged in: the page is about the banner, not about you. */
const SAMPLE_EMAIL = 'member@example.com';

/** /_dev/activate-reminder: the account-activation reminder banner. */
export default function DevActivateReminderPage(_props: RemotePageProps) {
  const { t } = useTranslation('host');
  const { user } = useSession();
  return (
    <div className="dev-page">
      <h1>{t('dev.activate.title')}</h1>
      <p>{t('dev.activate.description')}</p>
      <ActivateReminder email={user?.email ?? SAMPLE_EMAIL} />
    </div>
  );
}
