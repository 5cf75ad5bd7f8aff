import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PushMessage } from '@dating/push';

/** The last push message this browser received (docs/product.md §3, lastMessage), kept by the service worker. */
export function LastMessage({ message, headingId }: { message: PushMessage | null; headingId: string }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <div className="profile-notif-last" aria-labelledby={headingId} role="group">
      <h3 id={headingId} className="profile-notif-subheading">
        {t('notifications.last.heading')}
      </h3>
      {message ? (
        <>
          <p className="profile-notif-last-title">{message.title}</p>
          {message.body && <p className="profile-notif-text">{message.body}</p>}
          <p className="profile-notif-text">
            <time dateTime={new Date(message.received_at).toISOString()}>
              {t('notifications.last.received', {
                time: new Date(message.received_at).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </time>{' '}
            <Link to={message.url}>{t('notifications.last.open')}</Link>
          </p>
        </>
      ) : (
        <p className="profile-notif-text">{t('notifications.last.none')}</p>
      )}
    </div>
  );
}
