import { useId, useState } from 'react';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNotificationSettings, useSaveNotificationSettings } from '@dating/api-client';
import type { NotificationMailKind, NotificationSettings } from '@dating/contract';
import { errorText } from '@dating/i18n';
import { Button, Card, Checkbox, ErrorNotice, LoadError, LoadingRegion, Skeleton } from '@dating/ui';
import '../headings.css';

const KINDS: readonly NotificationMailKind[] = ['new_message', 'new_like', 'news'];

/**
 * The mail switches (new message, new like, news), each saved as soon as it is flipped; the server mails
 * only what is on, at most once an hour per kind.
 */
export function MailSettingsSection() {
  const { t } = useTranslation('profile');
  const id = useId();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  // What the member just chose, shown from the click on (the save answers a moment later); dropped when it
  // was saved (the saved answer is shown) or refused (the saved switches come back, with the error).
  const [choice, setChoice] = useState<NotificationSettings | null>(null);
  const shown = choice ?? settings.data;
  const store = (next: NotificationSettings) => {
    setChoice(next);
    save.mutate(next, { onSettled: () => setChoice(null) });
  };
  const flip = (kind: NotificationMailKind, on: boolean) => {
    if (shown) store({ ...shown, [kind]: on });
  };

  return (
    <Card padding="lg" className="profile-notif-section">
      <section aria-labelledby={`${id}-mail`} className="profile-notif-stack">
        <h2 id={`${id}-mail`} className="profile-section-heading">
          <Mail aria-hidden="true" />
          {t('notifications.mail.heading')}
        </h2>
        <p className="profile-notif-text">{t('notifications.mail.lead')}</p>
        {settings.isError ? (
          <LoadError error={settings.error} retrying={settings.isFetching} onRetry={() => void settings.refetch()} />
        ) : !shown ? (
          <LoadingRegion label={t('notifications.mail.loading')}>
            <Skeleton height="var(--touch-target)" />
            <Skeleton height="var(--touch-target)" />
            <Skeleton height="var(--touch-target)" />
          </LoadingRegion>
        ) : (
          <div className="profile-notif-switches">
            {KINDS.map((kind) => (
              <Checkbox
                key={kind}
                role="switch"
                label={t(`notifications.mail.${kind}`)}
                hint={t(`notifications.mail.${kind}_hint`)}
                checked={shown[kind]}
                disabled={save.isPending}
                onChange={(event) => flip(kind, event.currentTarget.checked)}
              />
            ))}
          </div>
        )}
        {save.isError && (
          <ErrorNotice
            action={
              <Button variant="secondary" onClick={() => save.variables && store(save.variables)}>
                {t('notifications.mail.retry')}
              </Button>
            }
          >
            {errorText(t, save.error)}
          </ErrorNotice>
        )}
        <p role="status" className="profile-notif-saved">
          {save.isSuccess ? t('notifications.mail.saved') : ''}
        </p>
      </section>
    </Card>
  );
}
