import { useSettings } from '@dating/api-client';
import { useTemplate } from '../app/useTemplate';
import { useLogout } from '../session/useLogout';
import { useSession } from '../session/useSession';
import { useBadge } from './useBadgeSync';
import { TopNav } from './TopNav';

/** The top nav fed by the session store: user, badge and logout state update without a reload. */
export function ConnectedTopNav() {
  const { user, loggingOut } = useSession();
  const badge = useBadge();
  const settings = useSettings();
  const template = useTemplate();
  const logout = useLogout();
  return (
    <TopNav
      siteName={settings.data?.name ?? ''}
      memberName={user ? user.profile.name : null}
      badge={badge}
      loggingOut={loggingOut}
      showLanguageSwitcher={template.flags.navigation.showLanguageSwitcher}
      onLogout={() => void logout()}
    />
  );
}
