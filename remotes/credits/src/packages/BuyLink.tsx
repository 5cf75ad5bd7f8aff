import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CreditPackage } from '@dating/contract';
import { buttonClassName } from '@dating/ui';

/** A package's way to its checkout; the popular package's stands out. */
export function BuyLink({ pkg }: { pkg: CreditPackage }) {
  const { t } = useTranslation('credits');
  return (
    <Link
      to={`/credits/${pkg.id}`}
      className={buttonClassName({ block: true, variant: pkg.popular ? 'primary' : 'secondary' })}
      aria-label={t('packages.buyLabel', { count: pkg.credits })}
    >
      {t('packages.buy')}
    </Link>
  );
}
