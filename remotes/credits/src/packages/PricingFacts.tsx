import { useTranslation } from 'react-i18next';
import { CalendarCheck, InfinityIcon, MessageCircle } from 'lucide-react';
import type { Pricing } from '@dating/contract';
import { Card, Chip } from '@dating/ui';
import { METHOD_ICONS } from '../checkout/method-icons';
import { useFormat } from '../format/useFormat';

/** What a visitor wants to know before buying: what a message costs, how one pays, what one commits to. */
export function PricingFacts({ pricing }: { pricing: Pricing }) {
  const { t } = useTranslation('credits');
  const format = useFormat();
  return (
    <section className="credits-section" aria-labelledby="credits-facts-heading">
      <h2 id="credits-facts-heading" className="credits-section-title">
        {t('facts.title')}
      </h2>
      <Card className="credits-facts">
        <ul className="credits-facts-list">
          <li>
            <MessageCircle aria-hidden="true" />
            <span>
              {t('facts.messageCost', { count: pricing.message_credits, price: format.money(pricing.message_cost) })}
            </span>
          </li>
          <li>
            <InfinityIcon aria-hidden="true" />
            <span>{t('facts.neverExpire')}</span>
          </li>
          <li>
            <CalendarCheck aria-hidden="true" />
            <span>{t('facts.noSubscription')}</span>
          </li>
        </ul>
        <h3 className="credits-facts-methods-title">{t('facts.methods')}</h3>
        <ul className="credits-chips">
          {pricing.methods.map((method) => {
            const Icon = METHOD_ICONS[method];
            return (
              <li key={method}>
                <Chip icon={<Icon />}>{t(`methods.${method}.name`)}</Chip>
              </li>
            );
          })}
        </ul>
      </Card>
    </section>
  );
}
