import { useTranslation } from 'react-i18next';
import { countryName, useLanguage } from '@dating/i18n';
import type { CreditPackage, DiscountCode } from '@dating/contract';
import { useFormat } from '../format/useFormat';
import { DiscountRows } from '../parts/DiscountRows';

export interface OrderSummaryProps {
  pkg: CreditPackage;
  /** the discount the server applied to `pkg.pay` */
  discount: DiscountCode | null;
  country: string;
  /** the payment country as a row: where the page has no country field of its own */
  showCountry?: boolean;
}

/** What the member is about to buy and pay, every amount as the server computed it (docs/architecture.md, Money). */
export function OrderSummary({ pkg, discount, country, showCountry = false }: OrderSummaryProps) {
  const { t } = useTranslation('credits');
  const format = useFormat();
  const language = useLanguage();
  const discounted = discount !== null && pkg.pay.amount < pkg.price.amount;
  return (
    <dl className="credits-summary">
      <div className="credits-summary-row">
        <dt>{t('summary.package')}</dt>
        <dd>{t('credits', { count: pkg.credits })}</dd>
      </div>
      {showCountry && (
        <div className="credits-summary-row">
          <dt>{t('summary.country')}</dt>
          <dd>{countryName(country, language)}</dd>
        </div>
      )}
      {discounted && <DiscountRows listPrice={pkg.price} discount={discount} />}
      <div className="credits-summary-row credits-summary-row--total">
        <dt>{t('summary.total')}</dt>
        <dd>{format.money(pkg.pay)}</dd>
      </div>
    </dl>
  );
}
