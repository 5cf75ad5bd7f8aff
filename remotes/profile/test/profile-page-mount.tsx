import { Suspense } from 'react';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import type { User } from '@dating/contract';
import ProfilePage from '../src/pages/ProfilePage';
import en from '../src/locales/en.json';

export const user: User = testUser({ city: 'Utrecht', country: 'NL', date_of_birth: '1990-05-06', details: {} });

/** The page as the host mounts it, with user.php answering when the test says so. */
export function mount() {
  let answerUser!: (answer: { user: User }) => void;
  const userAnswer = new Promise<{ user: User }>((resolve) => (answerUser = resolve));
  let answerSave!: () => void;
  const saved = new Promise<void>((resolve) => (answerSave = resolve));
  const calls = recordingApi(async (path, input) => {
    if (path === '/api/settings.php')
      return { cdn_prefix: '/media/', countries: ['NL'], visible_profile_fields: ['city'] };
    if (path === '/api/regions.php') return { countries: [] };
    if (path === '/api/profile_fields.php') return { fields: {} };
    if (path === '/api/user.php' && input?.body) {
      await saved;
      return { user: { ...user, profile: { ...user.profile, ...input.body } } };
    }
    if (path === '/api/user.php') return userAnswer;
    throw new Error(`unexpected ${path}`);
  });
  const { queryClient } = renderRemote(
    <Suspense fallback={null}>
      <ProfilePage route="profile" params={{}} layout="default" />
    </Suspense>,
    { resources: { en: { profile: en } } },
  );
  return { calls, answerUser, answerSave, queryClient };
}
