import '../notifications/notifications.css';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import EmailChangeIncorrect from '../account/EmailChangeIncorrect';
import { MailSettingsSection } from '../notifications/MailSettingsSection';
import { PushSection } from '../notifications/PushSection';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/** The hash the notice to the old address links to after an email change (docs/product.md §2). */
export const EMAIL_CHANGE_INCORRECT_HASH = '#email-change-incorrect';

/**
 * /notifications (login required): push on this device with its last message, and which mails the member
 * gets. With #email-change-incorrect it first offers to undo an email change the member did not make; that
 * link works without login (the route's visitorHash), and a visitor sees only the undo panel.
 */
export default function NotificationsPage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const id = useId();
  const { hash } = useLocation();
  const member = Boolean(useUser().data?.user);
  return (
    <section className="profile-notif-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="profile-page-title">
        {t('notifications.title')}
      </h1>
      {member && <p className="profile-notif-text">{t('notifications.intro')}</p>}
      {hash === EMAIL_CHANGE_INCORRECT_HASH && <EmailChangeIncorrect />}
      {member && (
        <>
          <PushSection />
          <MailSettingsSection />
        </>
      )}
    </section>
  );
}
