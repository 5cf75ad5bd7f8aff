import { useTranslation } from 'react-i18next';
import { LAST_PROGRESS_STEP, progress, type SignupStep } from '../logic/steps';

/** One dot per step up to 6; the filled ones are done. */
export function ProgressDots({ step }: { step: SignupStep }) {
  const { t } = useTranslation('signup');
  const now = Math.round(progress(step) * 100);
  return (
    <div
      className="signup-dots"
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={now}
      aria-valuetext={t('progress.text', { step: Math.min(step, LAST_PROGRESS_STEP), total: LAST_PROGRESS_STEP })}
    >
      {Array.from({ length: LAST_PROGRESS_STEP + 1 }, (_, i) => (
        <span key={i} className={i <= step ? 'signup-dot signup-dot--done' : 'signup-dot'} aria-hidden="true" />
      ))}
    </div>
  );
}
