import { useTranslation } from 'react-i18next';
import { Gift, History, MessageCircle, RotateCcw, ShoppingBag, Undo2 } from 'lucide-react';
import type { LedgerEntry } from '@dating/contract';
import { a11y, Card, EmptyState } from '@dating/ui';
import { useFormat } from '../format/useFormat';

const ICONS = { purchase: ShoppingBag, message: MessageCircle, refund: Undo2, bonus: Gift, reset: RotateCcw } as const;

/**
 * The member's purchases and spends, newest first (docs/product.md §2, credits): what, when, how many, what it cost.
 */
export function HistoryList({ history }: { history: readonly LedgerEntry[] }) {
  const { t } = useTranslation('credits');
  const format = useFormat();
  const signed = new Intl.NumberFormat(format.locale, { signDisplay: 'exceptZero' });
  return (
    <section className="credits-section" aria-labelledby="credits-history-heading">
      <h2 id="credits-history-heading" className="credits-section-title">
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <Card className="credits-empty" padding="none">
          <EmptyState headingLevel={3} icon={<History />} title={t('history.empty.title')}>
            <p>{t('history.empty.text')}</p>
          </EmptyState>
        </Card>
      ) : (
        <Card padding="none" className="credits-history">
          <ul className="credits-history-list">
            {history.map((entry) => {
              const Icon = ICONS[entry.kind];
              const added = entry.credits >= 0;
              return (
                <li key={entry.id} className="credits-history-item" data-kind={entry.kind}>
                  <span className="credits-history-icon" aria-hidden="true">
                    <Icon />
                  </span>
                  <span className="credits-history-what">
                    <span className="credits-history-kind">{t(`history.kind.${entry.kind}`)}</span>
                    <time className="credits-history-date" dateTime={entry.created_at}>
                      {format.dateTime(entry.created_at)}
                    </time>
                  </span>
                  <span className="credits-history-numbers">
                    <span
                      className={`credits-history-change credits-history-change--${added ? 'added' : 'spent'}`}
                      aria-hidden="true"
                    >
                      {signed.format(entry.credits)}
                    </span>
                    <span className={a11y.visuallyHidden}>
                      {t(added ? 'history.added' : 'history.spent', { count: Math.abs(entry.credits) })}
                    </span>
                    {entry.amount && <span className="credits-history-amount">{format.money(entry.amount)}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </section>
  );
}
