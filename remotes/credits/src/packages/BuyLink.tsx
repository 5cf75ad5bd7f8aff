import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { discountCovers, type CreditPackage, type DiscountCode } from '@dating/contract';
import { buttonClassName } from '@dating/ui';
import { withCode } from '../discount/code-param';
import { withReturn } from '../parts/return-path';

export interface BuyLinkProps {
  pkg: CreditPackage;
  /** the code the member named and the server took: the checkout of a package it is for goes on with it */
  code?: DiscountCode | null;
  /** where the purchase started (`?return=`): the checkout passes it on to the transaction page */
  back?: string | null;
}

/** A package's way to its checkout; the popular package's stands out. */
export function BuyLink({ pkg, code = null, back = null }: BuyLinkProps) {
  const { t } = useTranslation('credits');
  const carried = code && discountCovers(code, pkg.id) ? code.code : null;
  return (
    <Link
      to={withReturn(withCode(`/credits/${pkg.id}`, carried), back)}
      className={buttonClassName({ block: true, variant: pkg.popular ? 'primary' : 'secondary' })}
      aria-label={t('packages.buyLabel', { count: pkg.credits })}
    >
      {t('packages.buy')}
    </Link>
  );
}
