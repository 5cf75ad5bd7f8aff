import '../credits.css';
import { Repeat } from 'lucide-react';
import { useCredits, usePricing, useRepeatOrder } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { Card, LoadError, PageHeader } from '@dating/ui';
import { useCreditsMessages } from '../i18n';
import { CheckoutSkeleton } from '../checkout/CheckoutSkeleton';
import { METHOD_ICONS } from '../checkout/method-icons';
import { OrderForm } from '../checkout/OrderForm';
import { OrderSummary } from '../checkout/OrderSummary';
import { useOrderAtProvider } from '../checkout/useOrderAtProvider';
import { useFormat } from '../format/useFormat';
import { BackLink } from '../parts/BackLink';
import { useReturnPath, withReturn } from '../parts/return-path';
import { NoPackagePanel } from '../parts/NoPackagePanel';

/**
 * /credits/repeat-order (login, docs/product.md §2): the last paid package with the last method, in the country it
 * was paid from, at today's price (the server prices it again), bought with one confirmation.
 */
export default function RepeatOrderPage(_props: RemotePageProps) {
  const { t } = useCreditsMessages();
  const format = useFormat();
  const credits = useCredits();
  const last = credits.data?.last_order ?? null;
  // priced where it was paid from, once that is known
  const pricing = usePricing(last?.country ?? null, { enabled: last !== null });
  const order = useOrderAtProvider(useRepeatOrder());
  const back = useReturnPath();
  const prices = last ? pricing.data : undefined;
  const pkg = last ? prices?.packages.find((p) => p.id === last.package_id) : undefined;

  const failed = credits.isError ? credits : last && pricing.isError ? pricing : null;
  const loading = credits.isPending || (last !== null && pricing.isPending);
  const MethodIcon = last ? METHOD_ICONS[last.method] : null;
  return (
    <section className="credits-page credits-page--narrow" aria-labelledby="repeat-heading">
      <PageHeader
        id="repeat-heading"
        title={t('repeat.title')}
        intro={credits.data && !last ? undefined : t('repeat.intro')}
        back={<BackLink to={withReturn('/credits', back)}>{t('checkout.back')}</BackLink>}
      />
      {loading && !failed && <CheckoutSkeleton />}
      {failed && <LoadError error={failed.error} retrying={failed.isFetching} onRetry={() => void failed.refetch()} />}
      {/* nothing paid yet, or a package that is no longer sold */}
      {credits.data && (!last || (prices && !pkg)) && (
        <NoPackagePanel
          icon={<Repeat />}
          title={t('repeat.none.title')}
          text={t('repeat.none.text')}
          action={t('repeat.none.action')}
        />
      )}
      {last && prices && pkg && MethodIcon && (
        <OrderForm
          order={() => order.order({ consent: true, return: back ?? undefined })}
          busy={order.busy}
          pay={t('checkout.pay', { price: format.money(pkg.pay) })}
        >
          <Card className="credits-checkout-card">
            <h2 className="credits-section-title">{t('checkout.summary')}</h2>
            <OrderSummary pkg={pkg} discount={prices.discount} country={prices.country} showCountry />
            <p className="credits-repeat-method">
              <MethodIcon aria-hidden="true" />
              {t('repeat.method', { method: t(`methods.${last.method}.name`) })}
            </p>
          </Card>
        </OrderForm>
      )}
    </section>
  );
}
