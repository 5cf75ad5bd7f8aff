import '../credits.css';
import { useNavigate } from 'react-router-dom';
import { PackageX } from 'lucide-react';
import { useStartOrder } from '@dating/api-client';
import { PAYMENT_METHODS, type PaymentMethod } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { Card, LoadError, PageHeader } from '@dating/ui';
import { useCreditsMessages } from '../i18n';
import { MethodPicker } from '../checkout/MethodPicker';
import { OrderSummary } from '../checkout/OrderSummary';
import { OrderForm } from '../checkout/OrderForm';
import { useOrderAtProvider } from '../checkout/useOrderAtProvider';
import { PaymentCountryField } from '../country/PaymentCountryField';
import { fieldCountry, usePaymentCountry } from '../country/usePaymentCountry';
import { DiscountBanner } from '../discount/DiscountBanner';
import { CodeForm } from '../discount/CodeForm';
import { useNamedCode } from '../discount/useNamedCode';
import { withCode } from '../discount/code-param';
import { useFormat } from '../format/useFormat';
import { BackLink } from '../parts/BackLink';
import { useReturnPath, withReturn } from '../parts/return-path';
import { CheckoutSkeleton } from '../checkout/CheckoutSkeleton';
import { NoPackagePanel } from '../parts/NoPackagePanel';

const asMethod = (value: string | undefined): PaymentMethod | null =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '') ? (value as PaymentMethod) : null;

/**
 * /credits/{creditId}/{paymentMethod?} (login, docs/product.md §2): one package, the payment methods of the payment
 * country (the one in the URL preselected), the price as the server computed it (with the code named in `?code=`
 * when the server takes it for this package), the consent to immediate delivery that the EU withdrawal rule asks
 * for, then the provider's payment page.
 */
export default function CheckoutPage({ params }: RemotePageProps) {
  const { t } = useCreditsMessages();
  const format = useFormat();
  const navigate = useNavigate();
  const packageId = Number(params.creditId);
  const { country, countries, choose } = usePaymentCountry();
  const named = useNamedCode(country, { packageId });
  const { pricing, applied } = named;
  const order = useOrderAtProvider(useStartOrder());
  const back = useReturnPath();

  const prices = pricing.data;
  // the last country's prices while the chosen one's load: shown, never paid
  const changingCountry = pricing.isPlaceholderData;
  const pkg = prices?.packages.find((p) => p.id === packageId);
  const methods = prices?.methods ?? [];
  const wanted = asMethod(params.paymentMethod);
  // the URL's method when this country offers it, else the country's own first method
  const method = wanted && methods.includes(wanted) ? wanted : (methods[0] ?? null);

  // The method lives in the URL (docs/product.md §2), beside the code: a reload or a shared link keeps the choice.
  const chooseMethod = (next: PaymentMethod) =>
    void navigate(withReturn(withCode(`/credits/${packageId}/${next}`, named.code), back), { replace: true });

  return (
    <section className="credits-page credits-page--narrow" aria-labelledby="checkout-heading">
      <PageHeader
        id="checkout-heading"
        title={t('checkout.title')}
        back={
          <BackLink to={withReturn(withCode('/credits', applied?.code ?? null), back)}>{t('checkout.back')}</BackLink>
        }
      />
      {pricing.isPending && <CheckoutSkeleton />}
      {pricing.isError && !prices && (
        <LoadError error={pricing.error} retrying={pricing.isFetching} onRetry={() => void pricing.refetch()} />
      )}
      {prices && !pkg && (
        <NoPackagePanel
          icon={<PackageX />}
          title={t('checkout.unknown.title')}
          text={t('checkout.unknown.text')}
          action={t('checkout.unknown.action')}
        />
      )}
      {prices && pkg && (
        <div className="credits-checkout">
          <Card className="credits-checkout-card">
            <h2 className="credits-section-title">{t('checkout.summary')}</h2>
            <OrderSummary pkg={pkg} discount={prices.discount} country={prices.country} />
          </Card>
          <CodeForm named={named} />
          <OrderForm
            // the code the prices were made with; without one the server applies the active discount, as it priced
            // them; where the purchase started goes with the order: the provider returns the buyer to a page that
            // leads back there (blocked leaves no order without a method)
            order={() =>
              order.order({
                package: pkg.id,
                method: method as PaymentMethod,
                country: prices.country,
                consent: true,
                discount: applied?.code ?? null,
                return: back ?? undefined,
              })
            }
            busy={order.busy}
            pay={t('checkout.pay', { price: format.money(pkg.pay) })}
            blocked={!method || changingCountry}
            pricesChanging={changingCountry}
          >
            {prices.discount?.kind === 'time_bonus' && <DiscountBanner discount={prices.discount} />}
            <PaymentCountryField
              className="credits-country"
              country={fieldCountry(pricing, country)}
              countries={countries}
              onChange={choose}
            />
            <MethodPicker methods={methods} value={method} onChange={chooseMethod} />
          </OrderForm>
        </div>
      )}
    </section>
  );
}
