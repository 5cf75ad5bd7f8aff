import { screen, waitFor } from '@testing-library/react';
import { getLikes } from '@dating/contract';
import { apiKey } from '@dating/api-client';
import { getBus } from '@dating/bus';
import MemberPage from '../src/pages/MemberPage';
import { fakeApi, profile, renderWithApp, type FakeCall } from './helpers/render';

const seenLikes = { profiles: [], liked_by: [{ ...profile(5), like_new: false }] };

function answer(user: unknown) {
  return ({ path }: FakeCall) => {
    if (path === '/api/settings.php') return { template: 'classic', countries: ['BE'], member_resell: [] };
    if (path === '/api/user.php') return { user };
    if (path === '/api/likes.php') return seenLikes;
    if (path === '/api/profile.php')
      return {
        profile: profile(5, {
          name: 'Lotte',
          country: 'BE',
          language: 'fr',
          city: 'Gent',
          personal: 'Hallo!',
          images: [{ id: 1, thumb_filename: 'a.jpg' }],
        }),
      };
    throw new Error(`unexpected ${path}`);
  };
}

describe('member page', () => {
  it('shows details, photos, language badge and city; opening it refreshes and announces the likes', async () => {
    const events: unknown[] = [];
    const off = getBus().on('likes:changed', (p) => events.push(p));
    const calls = fakeApi(answer({ email: 'a@b.be', profile: profile(1), paid_user: true, signup_date: '2020-01-01' }));
    const queryClient = renderWithApp(
      <MemberPage route="members-memberId" params={{ memberId: '5' }} layout="default" />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Lotte/ })).toBeInTheDocument();
    expect(screen.getByText('Speaks French')).toBeInTheDocument();
    expect(screen.getByText('Gent')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of Lotte' })).toHaveAttribute('src', '/media/a.jpg');
    expect(await screen.findByRole('button', { name: 'Like Lotte' })).toBeInTheDocument();
    await waitFor(() => expect(events).toContainEqual({ newLikes: 0 }));
    off();
    expect(calls.find((c) => c.path === '/api/profile.php')?.input.query).toEqual({ id: 5 });
    expect(queryClient.getQueryData(apiKey(getLikes))).toEqual(seenLikes);
  });

  it('visitors see the profile without member actions', async () => {
    const calls = fakeApi(answer(null));
    renderWithApp(<MemberPage route="members-memberId" params={{ memberId: '5' }} layout="default" />);
    await screen.findByRole('heading', { level: 1, name: /Lotte/ });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user.php')).toBe(true));
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /conversation/ })).toBeNull();
    expect(calls.some((c) => c.path === '/api/likes.php')).toBe(false);
  });
});
