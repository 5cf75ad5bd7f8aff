import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditPackage } from '@dating/contract';
import { PackageCard } from './PackageCard';

export interface PackageGridProps {
  packages: readonly CreditPackage[];
  /** each package's next step, or none */
  actionOf?: (pkg: CreditPackage) => ReactNode;
  /** another country's prices are loading: these are the last ones */
  busy?: boolean;
}

/** The packages side by side: two columns on a phone, all four in a row on a wide screen. */
export function PackageGrid({ packages, actionOf, busy = false }: PackageGridProps) {
  const { t } = useTranslation('credits');
  return (
    <section className="credits-section" aria-labelledby="credits-packages-heading" aria-busy={busy}>
      <h2 id="credits-packages-heading" className="credits-section-title">
        {t('packages.title')}
      </h2>
      <ul className="credits-packages">
        {packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} action={actionOf?.(pkg)} />
        ))}
      </ul>
    </section>
  );
}
