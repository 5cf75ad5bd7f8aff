import type { SelectHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bell, Crown, LogOut, Menu, Tag } from 'lucide-react';
import { LanguageSwitcher } from '@dating/i18n';
import { BottomSheet, Button, buttonClassName, IconButton, Select } from '@dating/ui';
import { CreditsLink } from './CreditsLink';

export interface MemberMenuProps {
  memberName: string;
  /** the credit balance, where the template shows it; null: not shown */
  credits: number | null;
  loggingOut: boolean;
  showLanguageSwitcher: boolean;
  onLogout: () => void;
  /** whether the sheet is open: the phone's Menu button and the wide header's member chip both open it */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FullWidthSelect = (props: SelectHTMLAttributes<HTMLSelectElement>) => (
  <Select {...props} className="member-menu__select" />
);

/** The member's pages that have no place in the tab bar (docs/product.md §2): reached from this menu. */
const MENU_LINKS = [
  { to: '/notifications', key: 'nav.notifications', icon: Bell },
  { to: '/premium', key: 'nav.premium', icon: Crown },
  { to: '/pricing', key: 'nav.pricing', icon: Tag },
] as const;

/**
 * The account menu: a sheet, within thumb reach on a phone (opened by the Menu button in the top bar) and centred
 * from 64rem (opened by the member chip), with the member's name, their notifications, premium and prices, their
 * credits (where the template shows them), the language and Log out.
 */
export function MemberMenu({
  memberName,
  credits,
  loggingOut,
  showLanguageSwitcher,
  onLogout,
  open,
  onOpenChange,
}: MemberMenuProps) {
  const { t } = useTranslation('host');
  const close = () => onOpenChange(false);
  return (
    <>
      <IconButton
        label={t('nav.menu')}
        icon={<Menu aria-hidden="true" />}
        className="top-nav__menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
      />
      <BottomSheet open={open} onClose={close} title={memberName} size="sm" className="member-menu">
        <div className="member-menu__body">
          <ul className="member-menu__links">
            {MENU_LINKS.map(({ to, key, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className={buttonClassName({ variant: 'ghost', block: true, className: 'member-menu__link' })}
                  onClick={close}
                >
                  <Icon aria-hidden="true" className="member-menu__icon" />
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
          {credits !== null && <CreditsLink credits={credits} block onFollow={close} />}
          {showLanguageSwitcher && <LanguageSwitcher className="member-menu__language" select={FullWidthSelect} />}
          <Button
            variant="secondary"
            block
            icon={<LogOut aria-hidden="true" />}
            loading={loggingOut}
            onClick={onLogout}
          >
            {loggingOut ? t('nav.loggingOut') : t('common:button.log_out')}
          </Button>
        </div>
      </BottomSheet>
    </>
  );
}
