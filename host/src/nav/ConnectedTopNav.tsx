import { useBadgeParts, useMediaUrl, useSettings } from '@dating/api-client';
import { useTemplate } from '../app/useTemplate';
import { useLogout } from '../session/useLogout';
import { useSession } from '../session/useSession';
import { TopNav } from './TopNav';

/** The top nav fed by the session store: user, counts and logout state update without a reload. */
export function ConnectedTopNav() {
  const { user, loggingOut } = useSession();
  const { unread, newLikes } = useBadgeParts();
  const settings = useSettings();
  const template = useTemplate();
  const logout = useLogout();
  const mediaUrl = useMediaUrl();
  const mainImage = user?.profile.main_image;
  return (
    <TopNav
      siteName={settings.data?.name ?? ''}
      memberName={user ? user.profile.name : null}
      memberPhoto={mainImage ? mediaUrl(mainImage.thumb_filename) : null}
      unread={unread}
      newLikes={newLikes}
      credits={user && template.flags.navigation.showCredits ? user.credits : null}
      loggingOut={loggingOut}
      showLanguageSwitcher={template.flags.navigation.showLanguageSwitcher}
      onLogout={() => void logout()}
    />
  );
}
