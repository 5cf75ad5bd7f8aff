import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivationPoll } from '@dating/api-client';
import { ACTIVATION_POLL_MS, ACTIVATION_TICKS } from '@dating/config';
import { activationProgress, activationStage } from '../logic/activation';
import type { StepProps } from './types';

/** Step 6: polls activate.php every 900 ms until the mail is delivered or 20 ticks pass, then moves on. */
export function ActivationStep({ onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const { ticks, done } = useActivationPoll({ intervalMs: ACTIVATION_POLL_MS, maxTicks: ACTIVATION_TICKS });

  useEffect(() => {
    if (done) onNext();
  }, [done]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when polling ends

  return (
    <section className="signup-step" aria-labelledby="signup-activation-heading">
      <h2 id="signup-activation-heading">{t('activation.title')}</h2>
      <div
        className="signup-upload"
        role="progressbar"
        aria-label={t('activation.title')}
        aria-valuemin={0}
        aria-valuemax={ACTIVATION_TICKS}
        aria-valuenow={ticks}
      >
        <span style={{ width: `${Math.round(activationProgress(ticks) * 100)}%` }} />
      </div>
      <p role="status">{t(`activation.stage${activationStage(ticks)}`)}</p>
    </section>
  );
}
