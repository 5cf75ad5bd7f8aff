import { useSnapshot } from 'valtio';
import { useSettings } from '@dating/api-client';
import { useTemplate } from '../app/useTemplate';
import { useLogout } from '../session/useLogout';
import { session } from '../session/store';
import { badgeTotal } from './badge';
import { TopNav } from './TopNav';

/** The top nav fed by the session store: user, badge and logout state update without a reload. */
export function ConnectedTopNav() {
  const { user, unread, newLikes, loggingOut } = useSnapshot(session);
  const settings = useSettings();
  const template = useTemplate();
  const logout = useLogout();
  return (
    <TopNav
      siteName={settings.data?.name ?? ''}
      memberName={user ? user.profile.name : null}
      badge={badgeTotal(unread, newLikes)}
      loggingOut={loggingOut}
      showLanguageSwitcher={template.flags.navigation.showLanguageSwitcher}
      onLogout={() => void logout()}
    />
  );
}
