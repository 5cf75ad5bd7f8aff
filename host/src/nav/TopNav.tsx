import { useState } from 'react';
import { NavLink, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { a11y, Button, buttonClassName, CountBadge } from '@dating/ui';
import { badgeTotal } from './badge';
import { Badge } from './Badge';
import { CompactLanguageSwitcher } from './CompactLanguageSwitcher';
import { CreditsLink } from './CreditsLink';
import { MemberMenu } from './MemberMenu';
import { MEMBER_LINKS } from './member-links';
import { waitingBehindLinks } from './waiting';
import './nav.css';

export interface TopNavProps {
  siteName: string;
  /** the member's name; null for a visitor */
  memberName: string | null;
  /** the URL of the member's main photo, shown in the member chip; null: the initial of their name stands in */
  memberPhoto?: string | null;
  /** unread messages, shown on Chats */
  unread: number;
  /** new likes, shown on Likes */
  newLikes: number;
  /** the member's credit balance where the template shows it (navigation.showCredits); null: not shown */
  credits: number | null;
  loggingOut: boolean;
  showLanguageSwitcher: boolean;
  onLogout: () => void;
  /** a sample on the dev page: the phone's tab bar stays in the sample instead of at the foot of the screen */
  sample?: boolean;
}

/**
 * The navigation in every state, driven only by its props (the /_dev/top-nav page shows them all). One header
 * for both sizes, drawn by CSS: on a phone a slim bar (logo and the account menu, or log in and sign up) with the
 * member's links as a tab bar at the foot of the screen (tablets too); from 64rem one bar with logo, links and
 * account.
 */
export function TopNav({
  siteName,
  memberName,
  memberPhoto = null,
  unread,
  newLikes,
  credits,
  loggingOut,
  showLanguageSwitcher,
  onLogout,
  sample = false,
}: TopNavProps) {
  const { t } = useTranslation('host');
  const member = memberName !== null;
  const waiting = waitingBehindLinks(t, unread, newLikes);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={['top-nav', sample && 'top-nav--sample'].filter(Boolean).join(' ')}>
      <div className="top-nav__bar">
        <Link to={member ? '/home' : '/'} className="top-nav__brand">
          <span className="top-nav__logo" aria-hidden="true">
            <Heart />
          </span>
          <span className="top-nav__site">{siteName}</span>
        </Link>
        {member && (
          <nav aria-label={t('nav.label')} className="top-nav__links">
            <ul>
              {MEMBER_LINKS.map(({ to, key, icon: Icon }) => {
                const behind = waiting[to];
                return (
                  <li key={to}>
                    <NavLink to={to} className="top-nav__link">
                      <span className="top-nav__icon">
                        <Icon aria-hidden="true" />
                      </span>
                      <span className="top-nav__label">{t(key)}</span>{' '}
                      {behind && <CountBadge count={behind.count} label={behind.label} className="top-nav__count" />}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {member ? (
          <>
            <div className="top-nav__account top-nav__account--member">
              <span className="top-nav__member">
                {/* the chip opens the account menu; its name, from its hidden text, begins with the visible name
                    (WCAG 2.5.3): an aria-label would leave the avatar's initial out of it, which axe counts */}
                <button
                  type="button"
                  className="top-nav__chip"
                  aria-haspopup="dialog"
                  aria-expanded={menuOpen}
                  onClick={() => setMenuOpen(true)}
                >
                  {memberPhoto ? (
                    <img className="top-nav__avatar" src={memberPhoto} alt="" width={32} height={32} />
                  ) : (
                    <span className="top-nav__avatar" aria-hidden="true">
                      {Array.from(memberName.trim())[0]?.toUpperCase()}
                    </span>
                  )}
                  <span className="top-nav__name" aria-hidden="true">
                    {memberName}
                  </span>
                  <span className={a11y.visuallyHidden}>{t('nav.account', { name: memberName })}</span>
                </button>
                <Badge count={badgeTotal(unread, newLikes)} />
              </span>
              {credits !== null && <CreditsLink credits={credits} />}
              {showLanguageSwitcher && <CompactLanguageSwitcher />}
              <Button variant="ghost" className="top-nav__action" onClick={onLogout} loading={loggingOut}>
                {loggingOut ? t('nav.loggingOut') : t('common:button.log_out')}
              </Button>
            </div>
            <MemberMenu
              memberName={memberName}
              credits={credits}
              loggingOut={loggingOut}
              showLanguageSwitcher={showLanguageSwitcher}
              onLogout={onLogout}
              open={menuOpen}
              onOpenChange={setMenuOpen}
            />
          </>
        ) : (
          <div className="top-nav__account">
            {showLanguageSwitcher && <CompactLanguageSwitcher />}
            {/* Each name stays in full; a phone shows the short forms, which those names contain (WCAG 2.5.3). */}
            <Link
              to="/login"
              aria-label={t('common:button.log_in')}
              className={buttonClassName({ variant: 'ghost', className: 'top-nav__action top-nav__login' })}
            >
              <span className="top-nav__long">{t('common:button.log_in')}</span>
              <span className="top-nav__short">{t('nav.loginShort')}</span>
            </Link>
            <Link
              to="/signup"
              aria-label={t('nav.signup')}
              className={buttonClassName({ variant: 'primary', className: 'top-nav__action' })}
            >
              <span className="top-nav__long">{t('nav.signup')}</span>
              <span className="top-nav__short">{t('nav.signupShort')}</span>
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
