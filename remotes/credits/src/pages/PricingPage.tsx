import '../credits.css';
import { Link, useSearchParams } from 'react-router-dom';
import { useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { buttonClassName, LoadError, PageHeader } from '@dating/ui';
import { useCreditsMessages } from '../i18n';
import { fieldCountry, usePaymentCountry } from '../country/usePaymentCountry';
import { PaymentCountryField } from '../country/PaymentCountryField';
import { DiscountBanner } from '../discount/DiscountBanner';
import { CodeForm } from '../discount/CodeForm';
import { CodeNote } from '../discount/CodeNote';
import { useNamedCode } from '../discount/useNamedCode';
import { codeIn, withCode } from '../discount/code-param';
import { PackageGrid } from '../packages/PackageGrid';
import { PackagesSkeleton } from '../packages/PackagesSkeleton';
import { PricingFacts } from '../packages/PricingFacts';
import { VisitorCallToAction } from '../packages/VisitorCallToAction';
import { BuyLink } from '../packages/BuyLink';

/**
 * /pricing (no login, docs/product.md §2): the packages in the payment country's currency, the price per credit and
 * of a message, the discount in force (a visitor's is the welcome offer; a member's may be the code named in
 * `?code=`), and the next step: buy, or join first (a visitor's `?code=` waits for after logging in).
 */
export default function PricingPage(_props: RemotePageProps) {
  const { t } = useCreditsMessages();
  const member = useUser().data?.user ?? null;
  const { country, countries, choose } = usePaymentCountry();
  const named = useNamedCode(country, { enabled: member !== null });
  const { pricing, applied } = named;
  const data = pricing.data;
  const linkedCode = codeIn(useSearchParams()[0]);
  const note =
    applied && data ? (
      <CodeNote discount={applied} packages={data.packages} />
    ) : (
      t(member ? 'discount.applied' : 'pricing.welcomeNote')
    );
  return (
    <section className="credits-page" aria-labelledby="pricing-heading">
      <PageHeader id="pricing-heading" title={t('pricing.title')} intro={t('pricing.intro')} />
      {data && (
        <PaymentCountryField
          className="credits-country"
          country={fieldCountry(pricing, country)}
          countries={countries}
          onChange={choose}
        />
      )}
      {data?.discount && <DiscountBanner discount={data.discount} note={note} />}
      {member && <CodeForm named={named} />}
      {pricing.isPending && <PackagesSkeleton />}
      {pricing.isError && !data && (
        <LoadError error={pricing.error} retrying={pricing.isFetching} onRetry={() => void pricing.refetch()} />
      )}
      {data && (
        <PackageGrid
          packages={data.packages}
          busy={pricing.isPlaceholderData}
          actionOf={member ? (pkg) => <BuyLink pkg={pkg} code={applied} /> : undefined}
        />
      )}
      {data && <PricingFacts pricing={data} />}
      {member ? (
        <p className="credits-more">
          <Link to={withCode('/credits', applied?.code ?? null)} className={buttonClassName({ variant: 'ghost' })}>
            {t('pricing.toCredits')}
          </Link>
        </p>
      ) : (
        <VisitorCallToAction code={linkedCode} />
      )}
    </section>
  );
}
