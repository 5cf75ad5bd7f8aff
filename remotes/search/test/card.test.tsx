import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getLikes } from '@dating/contract';
import { apiKey } from '@dating/api-client';
import { getBus } from '@dating/bus';
import { toastStore } from '@dating/ui';
import { ProfileCard } from '../src/cards/ProfileCard';
import { fakeApi, profile, renderWithApp } from './helpers/render';

const likesAfter = (liked: number[]) => ({
  profiles: liked.map((id) => profile(id)),
  liked_by: [{ ...profile(9), like_new: true }],
});

afterEach(() => toastStore.clear());

describe('result card', () => {
  it('shows avatar link, name, age, city, country and the member actions', () => {
    fakeApi(() => {
      throw new Error('no call expected');
    });
    renderWithApp(<ProfileCard profile={profile(7)} isMember liked={false} showCity />);
    expect(screen.getByRole('link', { name: 'Member 7' })).toHaveAttribute('href', '/members/7');
    expect(screen.getByText('30 years')).toBeInTheDocument();
    expect(screen.getByText('Utrecht, Netherlands')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Member 7' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Start a conversation with Member 7' })).toBeInTheDocument();
    // a button to see, for every card: the photo is a link for a pointer only
    const view = screen.getByRole('link', { name: 'View profile, Member 7' });
    expect(view).toHaveAttribute('href', '/members/7');
    expect(view).toBeVisible();
  });

  it('hides like and chat from visitors', () => {
    fakeApi(() => null);
    renderWithApp(<ProfileCard profile={profile(7)} isMember={false} liked={false} showCity={false} />);
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /conversation/ })).toBeNull();
    expect(screen.getByText('Netherlands')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile, Member 7' })).toHaveAttribute('href', '/members/7');
  });

  it('likes: posts, puts the answer into the likes cache and announces it on the bus', async () => {
    const calls = fakeApi(({ method }) => (method === 'POST' ? likesAfter([7]) : likesAfter([])));
    const events: unknown[] = [];
    const off = getBus().on('likes:changed', (payload) => events.push(payload));
    const queryClient = renderWithApp(<ProfileCard profile={profile(7)} isMember liked={false} showCity />);
    fireEvent.click(screen.getByRole('button', { name: 'Like Member 7' }));
    await waitFor(() => expect(events).toHaveLength(1));
    off();
    expect(calls).toEqual([{ method: 'POST', path: '/api/likes.php', input: { body: { profile: 7 } } }]);
    expect(queryClient.getQueryData(apiKey(getLikes))).toEqual(likesAfter([7]));
    expect(events[0]).toEqual({ newLikes: 1, profileId: 7, liked: true });
  });

  it('unlikes with DELETE', async () => {
    const calls = fakeApi(() => likesAfter([]));
    const events: unknown[] = [];
    const off = getBus().on('likes:changed', (payload) => events.push(payload));
    renderWithApp(<ProfileCard profile={profile(7)} isMember liked showCity />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlike Member 7' }));
    await waitFor(() => expect(events).toHaveLength(1));
    off();
    expect(calls[0]).toMatchObject({ method: 'DELETE', input: { body: { profile: 7 } } });
    expect(events[0]).toEqual({ newLikes: 1, profileId: 7, liked: false });
  });

  it('starts a chat and opens it', async () => {
    const calls = fakeApi(() => ({ id: 55 }));
    renderWithApp(<ProfileCard profile={profile(7)} isMember liked={false} showCity />);
    fireEvent.click(screen.getByRole('button', { name: 'Start a conversation with Member 7' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chats/55'));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/chat.php', input: { query: { profile: 7 } } });
  });

  it('a failed chat start shows the danger toast', async () => {
    fakeApi(() => {
      throw new Error('down');
    });
    renderWithApp(<ProfileCard profile={profile(7)} isMember liked={false} showCity />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start a conversation with Member 7' })));
    await waitFor(() => expect(toastStore.getSnapshot()).toHaveLength(1));
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      variant: 'danger',
      title: 'Error',
      body: 'Cannot start chat, try again later or contact customer support',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/members');
  });
});
