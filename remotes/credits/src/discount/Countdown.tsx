import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { a11y } from '@dating/ui';
import { useFormat } from '../format/useFormat';
import { clockOf, remainingUntil } from './countdown';
import { useNow } from './useNow';

export interface CountdownProps {
  /** ISO 8601 moment the offer ends */
  until: string;
  /** called once when it is over */
  onEnd?: () => void;
}

/**
 * A time bonus's live countdown (docs/product.md §2, credits). The ticking digits are for the eye; a reader hears
 * the end moment instead, once, rather than a number changing every second.
 */
export function Countdown({ until, onEnd }: CountdownProps) {
  const { t } = useTranslation('credits');
  const format = useFormat();
  const now = useNow(1000);
  const left = remainingUntil(until, now);
  const ended = useRef(false);
  useEffect(() => {
    if (left || ended.current) return;
    ended.current = true;
    onEnd?.();
  }, [left, onEnd]);
  if (!left) return <span className="credits-countdown">{t('discount.ended')}</span>;
  const clock = clockOf(left);
  return (
    <span className="credits-countdown">
      <span aria-hidden="true">
        {t('discount.endsIn')}{' '}
        <time dateTime={until} className="credits-countdown-clock">
          {left.days > 0 ? `${t('discount.days', { count: left.days })} ${clock}` : clock}
        </time>
      </span>
      <span className={a11y.visuallyHidden}>{t('discount.until', { date: format.dateTime(until) })}</span>
    </span>
  );
}
