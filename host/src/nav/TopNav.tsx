import { NavLink, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@dating/i18n';
import { Badge } from './Badge';
import { MEMBER_LINKS } from './member-links';

export interface TopNavProps {
  siteName: string;
  /** the member's name; null for a visitor */
  memberName: string | null;
  badge: number;
  loggingOut: boolean;
  showLanguageSwitcher: boolean;
  onLogout: () => void;
}

/** The top navigation in every state, driven only by its props (the /_dev/top-nav page shows them all). */
export function TopNav({ siteName, memberName, badge, loggingOut, showLanguageSwitcher, onLogout }: TopNavProps) {
  const { t } = useTranslation('host');
  const member = memberName !== null;
  return (
    <header className="top-nav">
      <Link to={member ? '/home' : '/'} className="top-nav__brand">
        {siteName}
      </Link>
      <nav aria-label={t('nav.label')} className="top-nav__links">
        {member && (
          <ul>
            {MEMBER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{t(link.key)}</NavLink>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <div className="top-nav__account">
        {member && (
          <span className="top-nav__member">
            <span className="top-nav__name">{memberName}</span>
            <Badge count={badge} />
          </span>
        )}
        {showLanguageSwitcher && <LanguageSwitcher className="top-nav__language" />}
        {member ? (
          <button
            type="button"
            className="host-button host-button--quiet"
            onClick={onLogout}
            disabled={loggingOut}
            aria-busy={loggingOut}
          >
            {loggingOut ? t('nav.loggingOut') : t('common:button.log_out')}
          </button>
        ) : (
          <>
            <Link to="/login" className="host-button host-button--quiet">
              {t('common:button.log_in')}
            </Link>
            <Link to="/signup" className="host-button">
              {t('nav.signup')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
