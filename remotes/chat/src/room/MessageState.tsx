import { useTranslation } from 'react-i18next';
import { Check, CheckCheck, CircleAlert, Clock } from 'lucide-react';

export type OwnMessageState = 'sending' | 'sent' | 'read' | 'failed';

const ICONS = { sending: Clock, sent: Check, read: CheckCheck, failed: CircleAlert } as const;

/** Where an own message is: on its way, stored, read by the other member, or not sent. */
export function MessageState({ state }: { state: OwnMessageState }) {
  const { t } = useTranslation('chat');
  const Icon = ICONS[state];
  return (
    <span className={`chat-msg-state chat-msg-state--${state}`}>
      <Icon aria-hidden="true" />
      {t(`state.${state}`)}
    </span>
  );
}
