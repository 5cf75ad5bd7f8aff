import { useTranslation } from 'react-i18next';

/** Unread messages plus new likes, with a label that says so (the number alone means nothing when read aloud). */
export function Badge({ count }: { count: number }) {
  const { t } = useTranslation('host');
  if (count <= 0) return null;
  return (
    <span className="nav-badge" role="status" aria-label={t('nav.badge', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
