import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LAST_PROGRESS_STEP, progress, type SignupStep } from '../logic/steps';

/** Dots 1 to 7 stand for steps 0 to 6; at the done-step (7) all of them are done. */
const DOTS = LAST_PROGRESS_STEP + 1;

/**
 * One dot per step: done ones filled with a check, the current one ringed with its number, the rest
 * waiting. A progressbar at step / 6 (docs/product.md §4) whose text counts the dots ("Step 3 of 7").
 */
export function ProgressDots({ step }: { step: SignupStep }) {
  const { t } = useTranslation('signup');
  const current = Math.min(step, LAST_PROGRESS_STEP);
  return (
    <div
      className="signup-dots"
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress(step) * 100)}
      aria-valuetext={t('progress.text', { step: current + 1, total: DOTS })}
    >
      {Array.from({ length: DOTS }, (_, i) => {
        const state = i < step ? 'done' : i === step ? 'current' : 'todo';
        return (
          <span key={i} className={`signup-dot signup-dot--${state}`} data-state={state} aria-hidden="true">
            {state === 'done' ? <Check strokeWidth={3} /> : i + 1}
          </span>
        );
      })}
    </div>
  );
}
