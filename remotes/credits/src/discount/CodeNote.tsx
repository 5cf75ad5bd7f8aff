import { useTranslation } from 'react-i18next';
import { discountCovers, type CreditPackage, type DiscountCode } from '@dating/contract';
import { useFormat } from '../format/useFormat';

export interface CodeNoteProps {
  /** the code the member named, as the server took it */
  discount: DiscountCode;
  packages: readonly CreditPackage[];
}

/** Where a named code is taken off: every price below, or only the packages it is for (DiscountCode.packages). */
export function CodeNote({ discount, packages }: CodeNoteProps) {
  const { t } = useTranslation('credits');
  const { locale } = useFormat();
  if (discount.packages === null) return t('discount.applied');
  const covered = packages
    .filter((pkg) => discountCovers(discount, pkg.id))
    .map((pkg) => t('credits', { count: pkg.credits }));
  return t('code.onlyFor', { packages: new Intl.ListFormat(locale, { type: 'conjunction' }).format(covered) });
}
