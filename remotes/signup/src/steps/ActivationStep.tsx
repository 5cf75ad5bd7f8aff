import { useEffect } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActivationPoll } from '@dating/api-client';
import { ACTIVATION_POLL_MS, ACTIVATION_TICKS } from '@dating/config';
import { StepHeader } from '../layout/StepHeader';
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
    <section className="signup-step signup-step--activation" aria-labelledby="signup-activation-heading">
      <StepHeader id="signup-activation-heading" icon={<Send />} title={t('activation.title')} />
      <div
        className="signup-bar"
        role="progressbar"
        aria-label={t('activation.title')}
        aria-valuemin={0}
        aria-valuemax={ACTIVATION_TICKS}
        aria-valuenow={ticks}
      >
        <span className="signup-bar__fill" style={{ width: `${Math.round(activationProgress(ticks) * 100)}%` }} />
      </div>
      <p role="status" className="signup-status">
        {t(`activation.stage${activationStage(ticks)}`)}
      </p>
    </section>
  );
}
