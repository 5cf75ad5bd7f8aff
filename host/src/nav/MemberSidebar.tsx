import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBadgeParts } from '@dating/api-client';
import { MEMBER_LINKS } from './member-links';

/** What waits behind a link: unread messages behind Chats, new likes behind Likes. */
function useWaiting(): Partial<Record<(typeof MEMBER_LINKS)[number]['to'], string>> {
  const { t } = useTranslation('host');
  const { unread, newLikes } = useBadgeParts();
  return {
    ...(unread > 0 ? { '/chats': t('sidebar.unread', { count: unread }) } : {}),
    ...(newLikes > 0 ? { '/likes': t('sidebar.newLikes', { count: newLikes }) } : {}),
  };
}

/**
 * The member's side menu of the default layout, for templates that show one (flag navigation.showSidebar; the
 * classic template hides it, spec section 1). Wide screens only: on a phone the top bar carries the same links.
 */
export function MemberSidebar({ memberName }: { memberName: string }) {
  const { t } = useTranslation('host');
  const waiting = useWaiting();
  return (
    <aside className="member-sidebar" aria-label={t('sidebar.label')}>
      <p className="member-sidebar__name">{memberName}</p>
      <ul>
        {MEMBER_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>
              {t(link.key)}
              {waiting[link.to] && <span className="member-sidebar__count"> ({waiting[link.to]})</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
