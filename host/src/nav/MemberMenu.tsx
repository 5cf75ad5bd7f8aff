import { useState, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, Menu } from 'lucide-react';
import { LanguageSwitcher } from '@dating/i18n';
import { BottomSheet, Button, IconButton, Select } from '@dating/ui';
import { CreditsLink } from './CreditsLink';

export interface MemberMenuProps {
  memberName: string;
  /** the credit balance, where the template shows it; null: not shown */
  credits: number | null;
  loggingOut: boolean;
  showLanguageSwitcher: boolean;
  onLogout: () => void;
}

const FullWidthSelect = (props: SelectHTMLAttributes<HTMLSelectElement>) => (
  <Select {...props} className="member-menu__select" />
);

/**
 * The phone's account menu: a menu button in the top bar opening a bottom sheet, within thumb reach, with the
 * member's name, their credits (where the template shows them), the language and Log out. From 64rem the top
 * bar shows the same itself.
 */
export function MemberMenu({ memberName, credits, loggingOut, showLanguageSwitcher, onLogout }: MemberMenuProps) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={t('nav.menu')}
        icon={<Menu aria-hidden="true" />}
        className="top-nav__menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <BottomSheet open={open} onClose={() => setOpen(false)} title={memberName} size="sm" className="member-menu">
        <div className="member-menu__body">
          {credits !== null && <CreditsLink credits={credits} block onFollow={() => setOpen(false)} />}
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
