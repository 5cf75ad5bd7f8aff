import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRegisterPush, useSettings } from '@dating/api-client';
import { Button } from '@dating/ui';
import { refreshPushState } from '@dating/push';
import { StepHeader } from '../layout/StepHeader';
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
      // the page-wide push state (@dating/push): the host's polling slows down for a subscribed member
      if (subscription) await refreshPushState();
    } catch (err) {
      console.error('push subscription failed', err);
    }
    onNext();
  };
  return (
    <section className="signup-step" aria-labelledby="signup-push-heading">
      <StepHeader id="signup-push-heading" icon={<BellRing />} title={t('push.title')} lead={t('push.body')} />
      <div className="signup-actions">
        <Button size="lg" block loading={busy} onClick={enable}>
          {t('push.enable')}
        </Button>
        <Button variant="ghost" block disabled={busy} onClick={onNext}>
          {t('push.decline')}
        </Button>
      </div>
    </section>
  );
}
