import '../credits.css';
import { Link } from 'react-router-dom';
import { BadgeCheck, CalendarCheck, Coins, EyeOff, InfinityIcon, Mail, ShieldCheck } from 'lucide-react';
import { useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { Badge, buttonClassName, Card, PageHeader } from '@dating/ui';
import { useCreditsMessages } from '../i18n';

/**
 * What paying with a first package gives (docs/product.md §2, §6). Only what the product does: paying members see
 * no webcam ads (resell is for unpaid members only), credits never expire, nothing renews, every purchase is
 * mailed as a receipt and paid at the provider in the member's own country's way.
 */
const BENEFITS = [
  { key: 'noAds', icon: EyeOff },
  { key: 'neverExpire', icon: InfinityIcon },
  { key: 'noSubscription', icon: CalendarCheck },
  { key: 'receipt', icon: Mail },
  { key: 'safe', icon: ShieldCheck },
] as const;

/** /premium (login): the paying member's advantages and the way to become one. */
export default function PremiumPage(_props: RemotePageProps) {
  const { t } = useCreditsMessages();
  const user = useUser().data?.user ?? null;
  const paid = user?.paid_user ?? false;
  return (
    <section className="credits-page" aria-labelledby="premium-heading">
      <PageHeader id="premium-heading" title={t('premium.title')} intro={t('premium.intro')} />
      <Card className="credits-status">
        <span className="credits-status-icon" aria-hidden="true">
          {paid ? <BadgeCheck /> : <Coins />}
        </span>
        <div className="credits-status-text">
          {paid ? (
            <Badge tone="success">{t('premium.paid')}</Badge>
          ) : (
            <p className="credits-status-title">{t('premium.notYet')}</p>
          )}
          {user && <p className="credits-status-line">{t('balance.line', { count: user.credits })}</p>}
        </div>
      </Card>
      <section className="credits-section" aria-labelledby="premium-benefits-heading">
        <h2 id="premium-benefits-heading" className="credits-section-title">
          {t('premium.benefitsTitle')}
        </h2>
        <ul className="credits-benefits">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <Card as="li" key={key} className="credits-benefit">
              <span className="credits-benefit-icon" aria-hidden="true">
                <Icon />
              </span>
              <h3 className="credits-benefit-title">{t(`premium.benefits.${key}.title`)}</h3>
              <p className="credits-benefit-text">{t(`premium.benefits.${key}.text`)}</p>
            </Card>
          ))}
        </ul>
      </section>
      <div className="credits-actions">
        <Link to="/credits" className={buttonClassName({ size: 'lg' })}>
          {t('premium.buy')}
        </Link>
        <Link to="/pricing" className={buttonClassName({ variant: 'ghost', size: 'lg' })}>
          {t('premium.prices')}
        </Link>
      </div>
    </section>
  );
}
