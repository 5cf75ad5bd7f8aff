import '../credits.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Repeat } from 'lucide-react';
import { useCredits, useDiscount } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { buttonClassName, LoadError, PageHeader } from '@dating/ui';
import { useCreditsMessages } from '../i18n';
import { PaymentCountryField } from '../country/PaymentCountryField';
import { fieldCountry, usePaymentCountry } from '../country/usePaymentCountry';
import { DiscountBanner } from '../discount/DiscountBanner';
import { CodeForm } from '../discount/CodeForm';
import { CodeNote } from '../discount/CodeNote';
import { useNamedCode } from '../discount/useNamedCode';
import { HistoryList } from '../history/HistoryList';
import { BalanceCard } from '../history/BalanceCard';
import { PackageGrid } from '../packages/PackageGrid';
import { PackagesSkeleton } from '../packages/PackagesSkeleton';
import { BackLink } from '../parts/BackLink';
import { useReturnPath, withReturn } from '../parts/return-path';
import { HistorySkeleton } from '../history/HistorySkeleton';
import { BuyLink } from '../packages/BuyLink';

/**
 * /credits (login, docs/product.md §2): the balance, the packages at the discounted price, the active discount (a time
 * bonus with its countdown, otherwise the welcome code; docs/product.md §8 for its failures) or the code the member
 * named (`?code=`, the field to name one), the way to buy the last package again, and the history of purchases and
 * spends.
 */
export default function CreditsPage(_props: RemotePageProps) {
  const { t } = useCreditsMessages();
  const { country, countries, choose } = usePaymentCountry();
  const credits = useCredits();
  const named = useNamedCode(country);
  const { pricing, applied } = named;
  const discount = useDiscount(null);
  const overview = credits.data;
  const prices = pricing.data;
  const back = useReturnPath();
  // The offer (a discount's banner, the code field, the country, the packages) is first drawn once both its calls
  // have answered: a banner that arrived after the packages pushed them and everything under them down the screen.
  // Set during this render, as React allows, so the offer comes in the same frame as the answers.
  const [offerKnown, setOfferKnown] = useState(false);
  if (!offerKnown && !pricing.isPending && !discount.isPending) setOfferKnown(true);
  return (
    <section className="credits-page" aria-labelledby="credits-heading">
      <PageHeader
        id="credits-heading"
        title={t('credits.title')}
        intro={t('credits.intro')}
        back={back && <BackLink to={back}>{t('credits.return')}</BackLink>}
      />
      <div className="credits-top">
        <BalanceCard overview={overview} />
        {overview?.last_order && (
          <Link
            to={withReturn('/credits/repeat-order', back)}
            className={`${buttonClassName({ variant: 'secondary' })} credits-repeat`}
          >
            <Repeat aria-hidden="true" />
            {t('credits.repeat')}
          </Link>
        )}
      </div>
      {offerKnown && applied && prices && (
        <DiscountBanner discount={applied} note={<CodeNote discount={applied} packages={prices.packages} />} />
      )}
      {offerKnown && !applied && discount.discount && (
        <DiscountBanner discount={discount.discount} note={t('discount.applied')} />
      )}
      {discount.failure && (
        <LoadError
          what={t('discount.failed')}
          error={discount.failure}
          retrying={discount.isFetching}
          onRetry={() => void discount.refetch()}
        />
      )}
      {offerKnown && <CodeForm named={named} />}
      {offerKnown && prices && (
        <PaymentCountryField
          className="credits-country"
          country={fieldCountry(pricing, country)}
          countries={countries}
          onChange={choose}
        />
      )}
      {(!offerKnown || pricing.isPending) && <PackagesSkeleton />}
      {pricing.isError && !prices && (
        <LoadError error={pricing.error} retrying={pricing.isFetching} onRetry={() => void pricing.refetch()} />
      )}
      {offerKnown && prices && (
        <PackageGrid
          packages={prices.packages}
          busy={pricing.isPlaceholderData}
          actionOf={(pkg) => <BuyLink pkg={pkg} code={applied} back={back} />}
        />
      )}
      {credits.isPending && <HistorySkeleton />}
      {credits.isError && !overview && (
        <LoadError error={credits.error} retrying={credits.isFetching} onRetry={() => void credits.refetch()} />
      )}
      {overview && <HistoryList history={overview.history} />}
    </section>
  );
}
