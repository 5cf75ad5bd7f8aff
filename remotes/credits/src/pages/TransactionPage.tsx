import '../credits.css';
import { Link } from 'react-router-dom';
import { CircleCheck, CircleX, Clock, SearchX, Timer, Undo2 } from 'lucide-react';
import { ApiError, useTransaction } from '@dating/api-client';
import type { TransactionStatus } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { buttonClassName, Card, EmptyState, LoadError, LoadingRegion, PageHeader, Skeleton } from '@dating/ui';
import { useCreditsMessages } from '../i18n';
import { useFormat } from '../format/useFormat';
import { DiscountRows } from '../parts/DiscountRows';
import { isConversation, useReturnPath, withReturn } from '../parts/return-path';

const ICONS: Record<TransactionStatus, typeof Clock> = {
  pending: Clock,
  paid: CircleCheck,
  failed: CircleX,
  cancelled: CircleX,
  expired: Timer,
  refunded: Undo2,
};

/**
 * /transactions/{transactionId} (no login, docs/product.md §2): where the provider returns the buyer. It asks until
 * the order is final and shows only amount (with the regular price and the discount, when one applied), package and
 * status; once paid, the new balance and paid_user reach the whole page and other tabs (useTransaction publishes the
 * member), and its main action leads back to where the purchase started (`?return=`, e.g. the conversation whose
 * send was refused for too few credits). It never credits anything itself: only the provider's verified webhook
 * does, on the server.
 */
export default function TransactionPage({ params }: RemotePageProps) {
  const { t } = useCreditsMessages();
  const format = useFormat();
  const transaction = useTransaction(params.transactionId ?? '');
  const back = useReturnPath();
  const tx = transaction.data?.transaction;
  const error = transaction.error;
  // a token no order has (or one that is no token at all) is simply not found
  const unknown = error instanceof ApiError && (error.status === 404 || error.code === 'validation');

  if (unknown && !tx)
    return (
      <section className="credits-page credits-page--narrow" aria-labelledby="transaction-heading">
        <Card className="credits-empty" padding="none">
          <EmptyState
            headingLevel={1}
            icon={<SearchX />}
            title={<span id="transaction-heading">{t('transaction.unknown.title')}</span>}
            action={
              <Link to="/credits" className={buttonClassName()}>
                {t('transaction.toCredits')}
              </Link>
            }
          >
            <p>{t('transaction.unknown.text')}</p>
          </EmptyState>
        </Card>
      </section>
    );

  const Icon = tx ? ICONS[tx.status] : Clock;
  const final = tx !== undefined && tx.status !== 'pending';
  const discounted = tx?.discount && tx.list_amount.amount > tx.amount.amount ? tx.discount : null;
  return (
    <section className="credits-page credits-page--narrow" aria-labelledby="transaction-heading">
      {!tx && <PageHeader id="transaction-heading" title={t('transaction.title')} />}
      {!tx && !error && (
        <LoadingRegion label={t('transaction.loading')} className="credits-transaction">
          <Skeleton shape="circle" width="3.5rem" height="3.5rem" />
          <Skeleton shape="text" width="60%" height="1.5rem" />
          <Skeleton shape="rect" height="8rem" />
        </LoadingRegion>
      )}
      {!tx && error && (
        <LoadError error={error} retrying={transaction.isFetching} onRetry={() => void transaction.refetch()} />
      )}
      {tx && (
        <Card className={`credits-transaction credits-transaction--${tx.status}`} data-status={tx.status}>
          <span className="credits-transaction-icon" aria-hidden="true">
            <Icon />
          </span>
          <h1 id="transaction-heading" className="credits-title">
            {t(`transaction.${tx.status}.title`)}
          </h1>
          {/* announced when the status changes while the buyer waits */}
          <p className="credits-transaction-text" role="status">
            {t(`transaction.${tx.status}.text`, { count: tx.credits })}
          </p>
          <dl className="credits-summary">
            <div className="credits-summary-row">
              <dt>{t('summary.package')}</dt>
              <dd>{t('credits', { count: tx.credits })}</dd>
            </div>
            <div className="credits-summary-row">
              <dt>{t('transaction.method')}</dt>
              <dd>{t(`methods.${tx.method}.name`)}</dd>
            </div>
            <div className="credits-summary-row">
              <dt>{t('transaction.date')}</dt>
              <dd>
                <time dateTime={tx.created_at}>{format.dateTime(tx.created_at)}</time>
              </dd>
            </div>
            {discounted && <DiscountRows listPrice={tx.list_amount} discount={discounted} />}
            <div className="credits-summary-row credits-summary-row--total">
              <dt>{t(tx.status === 'paid' ? 'transaction.amountPaid' : 'transaction.amount')}</dt>
              <dd>{format.money(tx.amount)}</dd>
            </div>
          </dl>
          {final && (
            <div className="credits-actions">
              {tx.status === 'paid' && back ? (
                <>
                  <Link to={back} className={buttonClassName()}>
                    {isConversation(back) ? t('transaction.backToConversation') : t('credits.return')}
                  </Link>
                  <Link to="/credits" className={buttonClassName({ variant: 'secondary' })}>
                    {t('transaction.toCredits')}
                  </Link>
                </>
              ) : tx.status === 'paid' || tx.status === 'refunded' ? (
                <>
                  <Link to="/credits" className={buttonClassName()}>
                    {t('transaction.toCredits')}
                  </Link>
                  <Link to="/members" className={buttonClassName({ variant: 'secondary' })}>
                    {t('transaction.toMembers')}
                  </Link>
                </>
              ) : (
                <>
                  <Link to={withReturn(`/credits/${tx.package_id}/${tx.method}`, back)} className={buttonClassName()}>
                    {t('transaction.tryAgain')}
                  </Link>
                  <Link to={withReturn('/credits', back)} className={buttonClassName({ variant: 'secondary' })}>
                    {t('transaction.toCredits')}
                  </Link>
                </>
              )}
            </div>
          )}
        </Card>
      )}
    </section>
  );
}
