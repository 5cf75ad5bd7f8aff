import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import type { CreditsOverview } from '@dating/contract';
import { Badge, Card, Skeleton } from '@dating/ui';

/** The member's balance, large, and whether they are a paying member. */
export function BalanceCard({ overview }: { overview: CreditsOverview | undefined }) {
  const { t } = useTranslation('credits');
  const labelId = useId();
  return (
    // a group named 'Your balance', so a screen reader announces what the number is
    <Card className="credits-balance" role="group" aria-labelledby={labelId}>
      <span className="credits-balance-icon" aria-hidden="true">
        <Coins />
      </span>
      <div className="credits-balance-text">
        <p className="credits-balance-label" id={labelId}>
          {t('balance.label')}
        </p>
        {overview ? (
          <p className="credits-balance-value">{t('credits', { count: overview.balance })}</p>
        ) : (
          <Skeleton shape="text" width="8rem" height="2rem" />
        )}
      </div>
      {overview?.paid_user && (
        <Badge tone="success" className="credits-balance-paid">
          {t('balance.paid')}
        </Badge>
      )}
    </Card>
  );
}
