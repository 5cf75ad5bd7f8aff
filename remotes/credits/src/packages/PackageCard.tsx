import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditPackage } from '@dating/contract';
import { a11y, Badge, Card } from '@dating/ui';
import { useFormat } from '../format/useFormat';

export interface PackageCardProps {
  pkg: CreditPackage;
  /** the next step with this package (buy it), or nothing where the page offers one step for all */
  action?: ReactNode;
}

/**
 * One credit package as the server priced it: the credits, what the member pays (the list price struck through
 * when a discount applies) and the price per credit for comparing packages.
 */
export function PackageCard({ pkg, action }: PackageCardProps) {
  const { t } = useTranslation('credits');
  const format = useFormat();
  const discounted = pkg.pay.amount < pkg.price.amount;
  return (
    <Card as="li" className={`credits-package${pkg.popular ? ' credits-package--popular' : ''}`} data-package={pkg.id}>
      {pkg.popular && (
        <Badge tone="brand" className="credits-package-popular">
          {t('packages.popular')}
        </Badge>
      )}
      <h3 className="credits-package-credits">{t('credits', { count: pkg.credits })}</h3>
      <p className="credits-package-price">
        {discounted && (
          <s className="credits-package-list">
            <span className={a11y.visuallyHidden}>{t('packages.listPrice')} </span>
            {format.money(pkg.price)}
          </s>
        )}
        <strong className="credits-package-pay">
          {discounted && <span className={a11y.visuallyHidden}>{t('packages.youPay')} </span>}
          {format.money(pkg.pay)}
        </strong>
      </p>
      <p className="credits-package-per">{t('packages.perCredit', { price: format.money(pkg.per_credit) })}</p>
      {action && <div className="credits-package-action">{action}</div>}
    </Card>
  );
}
