import { Link } from 'react-router-dom';
import { Bell, ChevronRight, Crown, Tag } from 'lucide-react';
import { useProfileMessages } from '../i18n';

const LINKS = [
  { to: '/notifications', key: 'account_links.notifications', icon: Bell },
  { to: '/premium', key: 'account_links.premium', icon: Crown },
  { to: '/pricing', key: 'account_links.pricing', icon: Tag },
] as const;

/** The member's other account pages (docs/product.md §2), which the tab bar has no room for, from their profile. */
export function AccountLinks() {
  const { t } = useProfileMessages();
  return (
    <nav aria-label={t('account_links.label')} className="profile-account-links">
      <ul>
        {LINKS.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="profile-account-link">
              <Icon aria-hidden="true" className="profile-account-link-icon" />
              <span>{t(key)}</span>
              <ChevronRight aria-hidden="true" className="profile-account-link-chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
