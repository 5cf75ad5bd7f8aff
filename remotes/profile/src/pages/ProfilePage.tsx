import '../profile.css';
import { useSettings, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { ProfileForm } from '../profile-form/ProfileForm';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProfileSummary } from './ProfileSummary';
import { useProfileMessages } from '../i18n';

/** /profile: the member's own profile with the edit form. */
export default function ProfilePage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const user = useUser();
  const settings = useSettings();
  const loading = user.isPending || settings.isPending;
  if (!loading && !user.data?.user) return null; // the host only mounts this route for members
  return (
    <section className="profile-page" aria-labelledby="profile-heading">
      <div className="profile-header">
        <h1 id="profile-heading" className="profile-title">
          {t('title')}
        </h1>
        <p className="profile-intro">{t('intro')}</p>
      </div>
      {loading || !user.data?.user ? (
        <ProfileSkeleton />
      ) : (
        <div className="profile-layout">
          <ProfileSummary user={user.data.user} />
          <ProfileForm
            key={user.data.user.profile.id}
            user={user.data.user}
            showCity={settings.data?.visible_profile_fields.includes('city') ?? true}
          />
        </div>
      )}
    </section>
  );
}
