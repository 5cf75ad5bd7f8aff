import { useCallback, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Gift, TicketPercent, Timer } from 'lucide-react';
import { apiKey } from '@dating/api-client';
import { getDiscountcode, getPricing, type DiscountCode } from '@dating/contract';
import { useFormat } from '../format/useFormat';
import { Countdown } from './Countdown';

const ICONS = { welcome: Gift, time_bonus: Timer, code: TicketPercent, delete: TicketPercent } as const;

export interface DiscountBannerProps {
  discount: DiscountCode;
  /** a line under it: how it applies here */
  note?: ReactNode;
}

/**
 * The discount in force (docs/product.md §2, §3): a time bonus with its live countdown, the welcome code, or a code
 * the member brought. When a time bonus runs out the prices and the discount are asked again, so no page keeps
 * showing a price the server would no longer charge.
 */
export function DiscountBanner({ discount, note }: DiscountBannerProps) {
  const { t } = useTranslation('credits');
  const format = useFormat();
  const queryClient = useQueryClient();
  const Icon = ICONS[discount.kind];
  const refresh = useCallback(() => {
    for (const endpoint of [getPricing, getDiscountcode])
      void queryClient.invalidateQueries({ queryKey: apiKey(endpoint) });
  }, [queryClient]);
  return (
    <div className="credits-discount" data-kind={discount.kind}>
      <span className="credits-discount-icon" aria-hidden="true">
        <Icon />
      </span>
      <div className="credits-discount-text">
        <p className="credits-discount-title">
          {t(`discount.kind.${discount.kind}`, { percent: format.percent(discount.percentage), code: discount.code })}
        </p>
        {discount.kind === 'time_bonus' && discount.expires_at && (
          <p className="credits-discount-line">
            <Countdown until={discount.expires_at} onEnd={refresh} />
          </p>
        )}
        {discount.kind !== 'time_bonus' && discount.expires_at && (
          <p className="credits-discount-line">{t('discount.until', { date: format.dateTime(discount.expires_at) })}</p>
        )}
        {note && <p className="credits-discount-line">{note}</p>}
      </div>
    </div>
  );
}
