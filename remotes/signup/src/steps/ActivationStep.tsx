import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, getApi } from '@dating/api-client';
import { getActivate, getUser } from '@dating/contract';
import { ACTIVATION_MAX_TICKS, ACTIVATION_TICK_MS, activationDone, activationProgress, activationStage } from '../logic/activation';
import type { StepProps } from './types';

/** Step 6: polls activate.php every 900 ms until the mail is delivered or 20 ticks pass, then moves on. */
export function ActivationStep({ onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const queryClient = useQueryClient();
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    let count = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      count += 1;
      let delivered = false;
      try {
        delivered = (await getApi().call(getActivate)).delivered;
      } catch {
        delivered = false;
      }
      // the first answer means the server has the account settled: fetch the fresh member once
      if (count === 1) void queryClient.invalidateQueries({ queryKey: apiKey(getUser) });
      if (!live) return;
      setTick(count);
      if (activationDone(count, delivered)) onNext();
      else timer = setTimeout(poll, ACTIVATION_TICK_MS);
    };
    timer = setTimeout(poll, ACTIVATION_TICK_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- one polling run per visit of the step

  return (
    <section className="signup-step" aria-labelledby="signup-activation-heading">
      <h2 id="signup-activation-heading">{t('activation.title')}</h2>
      <div className="signup-upload" role="progressbar" aria-label={t('activation.title')} aria-valuemin={0} aria-valuemax={ACTIVATION_MAX_TICKS} aria-valuenow={tick}>
        <span style={{ width: `${Math.round(activationProgress(tick) * 100)}%` }} />
      </div>
      <p role="status">{t(`activation.stage${activationStage(tick)}`)}</p>
    </section>
  );
}
