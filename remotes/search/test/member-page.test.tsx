import { screen, waitFor, within } from '@testing-library/react';
import MemberPage from '../src/pages/MemberPage';
import { fakeApi, profile, renderWithApp, type FakeCall } from './helpers/render';

const likes = { profiles: [], liked_by: [{ ...profile(5), like_new: false }] };

function answer(user: unknown) {
  return ({ path }: FakeCall) => {
    if (path === '/api/settings.php') return { template: 'classic', countries: ['BE'], member_resell: [] };
    if (path === '/api/user.php') return { user };
    if (path === '/api/likes.php') return likes;
    if (path === '/api/profile.php')
      return {
        profile: profile(5, {
          name: 'Lotte',
          country: 'BE',
          language: 'fr',
          city: 'Gent',
          personal: 'Hallo!',
          images: [
            {
              id: 1,
              thumb_filename: 'a-thumb.jpg',
              filename: 'a.webp',
              renditions: [
                { width: 480, filename: 'a-480w.webp' },
                { width: 1080, filename: 'a-1080w.webp' },
                { width: 1600, filename: 'a.webp' },
              ],
            },
            { id: 2, thumb_filename: 'b-thumb.jpg', filename: 'b.jpg' },
          ],
          details: { smoking: 'never', height: 'not-a-height' },
          interests: [3, 20],
        }),
      };
    throw new Error(`unexpected ${path}`);
  };
}

describe('member page', () => {
  it('shows details, photos, language badge and city', async () => {
    const calls = fakeApi(answer({ email: 'a@b.be', profile: profile(1), paid_user: true, signup_date: '2020-01-01' }));
    renderWithApp(<MemberPage route="members-memberId" params={{ memberId: '5' }} layout="default" />);
    expect(await screen.findByRole('heading', { level: 1, name: /Lotte/ })).toBeInTheDocument();
    expect(screen.getByText('Speaks French')).toBeInTheDocument();
    expect(screen.getByText('Gent')).toBeInTheDocument();
    // a phone loads the size nearest its screen's width; a photo without sizes is shown as it is
    const first = screen.getByRole('img', { name: 'Photo 1 of Lotte' });
    expect(first).toHaveAttribute('src', '/media/a.webp');
    expect(first).toHaveAttribute('srcset', '/media/a-480w.webp 480w, /media/a-1080w.webp 1080w, /media/a.webp 1600w');
    expect(first.getAttribute('sizes')).toMatch(/100vw$/);
    const second = screen.getByRole('img', { name: 'Photo 2 of Lotte' });
    expect(second).toHaveAttribute('src', '/media/b.jpg');
    expect(second).not.toHaveAttribute('srcset');
    expect(await screen.findByRole('button', { name: 'Like Lotte' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/profile.php')?.input.query).toEqual({ id: 5 });
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

  it('shows the answered profile fields as facts, each named, and leaves out answers it does not know', async () => {
    fakeApi(answer(null));
    renderWithApp(<MemberPage route="members-memberId" params={{ memberId: '5' }} layout="default" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'More about Lotte' })).toBeInTheDocument();
    const smoking = await screen.findByText('Smoking');
    expect(smoking.parentElement).toHaveTextContent('SmokingNever');
    expect(screen.queryByText('Height')).toBeNull();
  });

  it('shows the interests the member picked, by name', async () => {
    fakeApi(answer(null));
    renderWithApp(<MemberPage route="members-memberId" params={{ memberId: '5' }} layout="default" />);
    const heading = await screen.findByRole('heading', { level: 2, name: "Lotte's interests" });
    const section = heading.closest('section')!;
    expect(await within(section).findByText('Hiking')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hiking', 'Animals and pets']);
  });

  it('shows the shape of the profile, announced as loading, until it arrives', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const respond = answer(null);
    fakeApi(async (call) => {
      if (call.path === '/api/profile.php') await gate;
      return respond(call);
    });
    renderWithApp(<MemberPage route="members-memberId" params={{ memberId: '5' }} layout="default" />);
    const status = await screen.findByText('Loading profile…');
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByRole('heading', { level: 1, name: /Lotte/ });
    expect(screen.queryByText('Loading profile…')).toBeNull();
  });

  it('a member who cannot be found: says so, with the way back to the search', async () => {
    fakeApi((call) => {
      if (call.path === '/api/profile.php') throw new Error('not found');
      return answer({ email: 'a@b.be', profile: profile(1), paid_user: true, signup_date: '2020-01-01' })(call);
    });
    renderWithApp(<MemberPage route="members-memberId" params={{ memberId: '5' }} layout="default" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This member could not be found.');
    expect(await screen.findByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/members');
  });

  it.each([
    ['opened from the likes list', { pathname: '/likes/m/5' }, 'Back to likes', '/likes'],
    [
      'opened from the received likes',
      { pathname: '/members/5', state: { from: '/likes/received' } },
      'Back to likes',
      '/likes/received',
    ],
    ['opened from home', { pathname: '/members/5', state: { from: '/home' } }, 'Back to home', '/home'],
    ['opened from a chat', { pathname: '/members/5', search: '?from=%2Fchats%2F12' }, 'Back to chats', '/chats/12'],
    [
      'opened from a search',
      { pathname: '/members/5', state: { from: '/members?country=BE' } },
      'Back to search',
      '/members?country=BE',
    ],
    [
      'given another site as from=',
      { pathname: '/members/5', search: '?from=%2F%2Fevil.example' },
      'Back to search',
      '/members',
    ],
  ])('leads back to where the profile was %s', async (_, entry, name, href) => {
    fakeApi(answer({ email: 'a@b.be', profile: profile(1), paid_user: true, signup_date: '2020-01-01' }));
    renderWithApp(
      <MemberPage route="members-memberId" params={{ memberId: '5' }} layout="default" />,
      undefined,
      {},
      entry,
    );
    await screen.findByRole('heading', { level: 1, name: /Lotte/ });
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });
});
