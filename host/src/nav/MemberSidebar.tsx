import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBadgeParts } from '@dating/api-client';
import { MEMBER_LINKS } from './member-links';
import { waitingBehindLinks } from './waiting';

/**
 * The member's side menu of the default layout, for templates that show one (flag navigation.showSidebar; the
 * classic template hides it, docs/product.md §1). Wide screens only: on a phone the tab bar carries the same links.
 */
export function MemberSidebar({ memberName }: { memberName: string }) {
  const { t } = useTranslation('host');
  const { unread, newLikes } = useBadgeParts();
  const waiting = waitingBehindLinks(t, unread, newLikes);
  return (
    <aside className="member-sidebar" aria-label={t('sidebar.label')}>
      <p className="member-sidebar__name">{memberName}</p>
      <ul>
        {MEMBER_LINKS.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className="member-sidebar__link">
              <Icon aria-hidden="true" className="member-sidebar__icon" />
              {t(key)}
              {waiting[to] && <span className="member-sidebar__count"> ({waiting[to].label})</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
