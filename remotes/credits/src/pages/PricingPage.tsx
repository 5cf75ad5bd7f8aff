import '../credits.css';
import { Link } from 'react-router-dom';
import { usePricing, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { buttonClassName, LoadError } from '@dating/ui';
import { useCreditsMessages } from '../i18n';
import { usePaymentCountry } from '../country/usePaymentCountry';
import { PaymentCountryField } from '../country/PaymentCountryField';
import { DiscountBanner } from '../discount/DiscountBanner';
import { PackageGrid } from '../packages/PackageGrid';
import { PackagesSkeleton } from '../packages/PackagesSkeleton';
import { PageHeader } from '../parts/PageHeader';
import { PricingFacts } from '../packages/PricingFacts';
import { VisitorCallToAction } from '../packages/VisitorCallToAction';
import { BuyLink } from '../packages/BuyLink';

/**
 * /pricing (no login, docs/product.md §2): the packages in the payment country's currency, the price per credit and
 * of a message, the discount in force (a visitor's is the welcome offer), and the next step: buy, or join first.
 */
export default function PricingPage(_props: RemotePageProps) {
  const { t } = useCreditsMessages();
  const member = useUser().data?.user ?? null;
  const { country, countries, choose } = usePaymentCountry();
  const pricing = usePricing(country);
  const data = pricing.data;
  return (
    <section className="credits-page" aria-labelledby="pricing-heading">
      <PageHeader id="pricing-heading" title={t('pricing.title')} intro={t('pricing.intro')} />
      {data && (
        <PaymentCountryField
          className="credits-country"
          country={data.country}
          countries={countries}
          onChange={choose}
        />
      )}
      {data?.discount && (
        <DiscountBanner discount={data.discount} note={member ? t('discount.applied') : t('pricing.welcomeNote')} />
      )}
      {pricing.isPending && <PackagesSkeleton />}
      {pricing.isError && !data && (
        <LoadError error={pricing.error} retrying={pricing.isFetching} onRetry={() => void pricing.refetch()} />
      )}
      {data && <PackageGrid packages={data.packages} actionOf={member ? (pkg) => <BuyLink pkg={pkg} /> : undefined} />}
      {data && <PricingFacts pricing={data} />}
      {member ? (
        <p className="credits-more">
          <Link to="/credits" className={buttonClassName({ variant: 'ghost' })}>
            {t('pricing.toCredits')}
          </Link>
        </p>
      ) : (
        <VisitorCallToAction />
      )}
    </section>
  );
}
