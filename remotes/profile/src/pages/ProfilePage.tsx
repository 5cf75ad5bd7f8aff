import '../profile.css';
import { useSettings, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { ProfileForm } from '../profile-form/ProfileForm';
import { ProfileSummary } from './ProfileSummary';
import { useProfileMessages } from '../i18n';

/** /profile: the member's own profile with the edit form. */
export default function ProfilePage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const user = useUser();
  const settings = useSettings();
  if (user.isPending || settings.isPending) return <p role="status">{t('common:status.loading')}</p>;
  if (!user.data?.user) return null; // the host only mounts this route for members
  const showCity = settings.data?.visible_profile_fields.includes('city') ?? true;
  return (
    <section className="profile-page" aria-labelledby="profile-heading">
      <h1 id="profile-heading">{t('title')}</h1>
      <ProfileSummary user={user.data.user} />
      <ProfileForm key={user.data.user.profile.id} user={user.data.user} showCity={showCity} />
    </section>
  );
}
