import { useTranslation } from 'react-i18next';
import { usePricing } from '@dating/api-client';

/**
 * What one message costs, by the composer. The credits come from the server's pricing of the member's payment
 * country (the charge the chat makes, docs/architecture.md, Money), never from a number of this remote; until
 * that answer is in, nothing is said.
 */
export function MessageCost() {
  const { t } = useTranslation('chat');
  const credits = usePricing(null).data?.message_credits;
  if (credits === undefined) return null;
  return <p className="chat-cost">{t('composer.cost', { count: credits })}</p>;
}
