import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterPush, useSettings } from '@dating/api-client';
import { subscribePush, subscriptionBody } from '../logic/push';
import type { StepProps } from './types';

/** Step 1: ask for push notifications, or decline. */
export function PushStep({ onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const registerPush = useRegisterPush();
  // true from the click on: the permission prompt comes before the call, so the mutation alone starts too late
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    setBusy(true);
    try {
      const subscription = await subscribePush(settings.data?.push_pub ?? '');
      if (subscription) await registerPush.mutateAsync(subscriptionBody(subscription));
    } catch (err) {
      console.error('push subscription failed', err);
    }
    onNext();
  };
  return (
    <section className="signup-step" aria-labelledby="signup-push-heading">
      <h2 id="signup-push-heading">{t('push.title')}</h2>
      <p>{t('push.body')}</p>
      <div className="signup-actions">
        <button type="button" className="signup-primary" disabled={busy} onClick={enable}>
          {t('push.enable')}
        </button>
        <button type="button" className="signup-skip" disabled={busy} onClick={onNext}>
          {t('push.decline')}
        </button>
      </div>
    </section>
  );
}
