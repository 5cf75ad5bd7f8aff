import '../profile.css';
import { lazy, Suspense } from 'react';
import { useSettings, useShowsCity, useUser } from '@dating/api-client';
import type { User } from '@dating/contract';
import { useAfterFirstPaint, type RemotePageProps } from '@dating/routes';
import { PageHeader } from '@dating/ui';
import { ProfileForm } from '../profile-form/ProfileForm';
import { AccountLinks } from './AccountLinks';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProfileSummary } from './ProfileSummary';
import { useProfileMessages } from '../i18n';

// The account sections around the form are their own chunk: with their icons and the photo
// manager's file drop they would put the page's first render over the design system's budget. They follow
// the form in a moment; the form, which is what the member came for, does not wait for them. The sections
// under the form are asked for only once the form is painted (AccountSections).
const PhotoManager = lazy(() => import('../photos/PhotoManager').then((m) => ({ default: m.PhotoManager })));
const EmailSection = lazy(() => import('../account/EmailSection').then((m) => ({ default: m.EmailSection })));
const PasswordSection = lazy(() => import('../account/PasswordSection').then((m) => ({ default: m.PasswordSection })));
const BlockedMembers = lazy(() => import('../safety/BlockedMembers'));
const DataExport = lazy(() => import('../leaving/DataExport'));
const DeleteAccount = lazy(() => import('../leaving/DeleteAccount'));

/** /profile: the member's own profile with the edit form. */
export default function ProfilePage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const user = useUser();
  const settings = useSettings();
  const showsCity = useShowsCity();
  const loading = user.isPending || settings.isPending;
  if (!loading && !user.data?.user) return null; // the host only mounts this route for members
  return (
    <section className="profile-page" aria-labelledby="profile-heading">
      <PageHeader id="profile-heading" title={t('title')} intro={t('intro')}>
        <AccountLinks />
      </PageHeader>
      {loading || !user.data?.user ? (
        <ProfileSkeleton />
      ) : (
        <div className="profile-layout">
          <ProfileSummary user={user.data.user} />
          <div className="profile-main">
            <Suspense fallback={null}>
              <PhotoManager profile={user.data.user.profile} />
            </Suspense>
            <ProfileForm key={user.data.user.profile.id} user={user.data.user} showCity={showsCity} />
            <AccountSections user={user.data.user} />
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The sections under the form, below the first screen on a phone: their files come after the form has painted,
 * so they take no bandwidth or main-thread time from what the member sees first (issue 29). Nothing above them
 * moves when they arrive.
 */
function AccountSections({ user }: { user: User }) {
  const formPainted = useAfterFirstPaint();
  if (!formPainted) return null;
  return (
    <Suspense fallback={null}>
      <EmailSection user={user} />
      <PasswordSection />
      <BlockedMembers />
      <DataExport />
      <DeleteAccount />
    </Suspense>
  );
}
