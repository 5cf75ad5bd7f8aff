import { useTranslation } from 'react-i18next';
import type { AppliedDiscount, Money } from '@dating/contract';
import { useFormat } from '../format/useFormat';

/**
 * The rows of a price summary (a `credits-summary` list) for a discount: the list price struck through, then the
 * discount's name and percentage; the amount paid follows in the summary's own total row.
 */
export function DiscountRows({ listPrice, discount }: { listPrice: Money; discount: AppliedDiscount }) {
  const { t } = useTranslation('credits');
  const format = useFormat();
  return (
    <>
      <div className="credits-summary-row">
        <dt>{t('summary.listPrice')}</dt>
        <dd>
          <s>{format.money(listPrice)}</s>
        </dd>
      </div>
      <div className="credits-summary-row credits-summary-row--discount">
        <dt>{t(`summary.discount.${discount.kind}`)}</dt>
        <dd>{t('summary.off', { percent: format.percent(discount.percentage) })}</dd>
      </div>
    </>
  );
}
