import { useTranslation } from 'react-i18next';
import { CountBadge } from '@dating/ui';

/**
 * Unread messages plus new likes, next to the member's name on wide screens, with a label that says so (the number
 * alone means nothing when read aloud). The phone shows the two numbers on the tab bar instead.
 */
export function Badge({ count }: { count: number }) {
  const { t } = useTranslation('host');
  return <CountBadge count={count} label={t('nav.badge', { count })} className="nav-badge" />;
}
