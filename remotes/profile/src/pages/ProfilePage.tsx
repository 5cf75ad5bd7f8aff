import '../profile.css';
import { useSettings, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { ProfileForm } from '../profile-form/ProfileForm';
import { EmailSection } from '../account/EmailSection';
import { PasswordSection } from '../account/PasswordSection';
import DataExport from '../leaving/DataExport';
import DeleteAccount from '../leaving/DeleteAccount';
import { PhotoManager } from '../photos/PhotoManager';
import BlockedMembers from '../safety/BlockedMembers';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProfileSummary } from './ProfileSummary';
import { useProfileMessages } from '../i18n';
import '../headings.css';

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
        <h1 id="profile-heading" className="profile-page-title">
          {t('title')}
        </h1>
        <p className="profile-intro">{t('intro')}</p>
      </div>
      {loading || !user.data?.user ? (
        <ProfileSkeleton />
      ) : (
        <div className="profile-layout">
          <ProfileSummary user={user.data.user} />
          <div className="profile-main">
            <PhotoManager profile={user.data.user.profile} />
            <ProfileForm
              key={user.data.user.profile.id}
              user={user.data.user}
              showCity={settings.data?.visible_profile_fields.includes('city') ?? true}
            />
            <EmailSection user={user.data.user} />
            <PasswordSection />
            <BlockedMembers />
            <DataExport />
            <DeleteAccount />
          </div>
        </div>
      )}
    </section>
  );
}
