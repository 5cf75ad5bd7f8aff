import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { getLikes, type Likes } from '@dating/contract';
import { createI18n } from '@dating/i18n';
import { apiKey, setApi, type ApiClient } from '@dating/api-client';
import { getBus } from '@dating/bus';
import LikesPage from '../src/pages/LikesPage';
import { receivedNewFirst } from '../src/list/likes-data';
import en from '../src/locales/en.json';
import uiEn from '@dating/ui/locales/en.json';
import { testProfile } from '@dating/testing';

const profile = testProfile;
const initial: Likes = {
  profiles: [profile(1)],
  liked_by: [
    { ...profile(2), like_new: false },
    { ...profile(3), like_new: true },
  ],
};

function setup(type?: string, answer: (method: string, body: any) => Likes = () => initial) {
  const calls: { method: string; body: any }[] = [];
  setApi({
    packageName: 'test',
    call: (async (endpoint: { method: string }, input: any = {}) => {
      calls.push({ method: endpoint.method, body: input.body });
      return answer(endpoint.method, input.body);
    }) as ApiClient['call'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { likes: en, ui: uiEn } } })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LikesPage route="likes" params={type ? { type } : {}} layout="default" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { calls, queryClient };
}

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => within(li).getAllByRole('link')[0].textContent);

describe('likes page', () => {
  it('lists received likes new first with a new mark, and given likes', async () => {
    setup();
    const received = await screen.findByRole('region', { name: /Members who like you/ });
    expect(names(received)).toEqual(['Member 3', 'Member 2']);
    expect(within(received).getAllByText('New')).toHaveLength(1);
    expect(within(received).getAllByRole('link')[0]).toHaveAttribute('href', '/likes/m/3');
    expect(names(screen.getByRole('region', { name: /Members you like/ }))).toEqual(['Member 1']);
  });

  it('/likes/given shows only the given ones', async () => {
    setup('given');
    await screen.findByRole('region', { name: /Members you like/ });
    expect(screen.queryByRole('region', { name: /Members who like you/ })).toBeNull();
  });

  it('unlikes from the list, updating the cache and the bus', async () => {
    const events: unknown[] = [];
    const off = getBus().on('likes:changed', (p) => events.push(p));
    const { calls, queryClient } = setup('given', (method) =>
      method === 'DELETE' ? { ...initial, profiles: [] } : initial,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unlike Member 1' }));
    await screen.findByRole('heading', { name: en.given.empty.title });
    off();
    expect(calls.at(-1)).toEqual({ method: 'DELETE', body: { profile: 1 } });
    expect(queryClient.getQueryData(apiKey(getLikes))).toEqual({ ...initial, profiles: [] });
    expect(events).toEqual([{ newLikes: 1, profileId: 1, liked: false }]);
  });

  it('likes a member back with the shared like button', async () => {
    const { calls } = setup('received', () => initial);
    const button = await screen.findByRole('button', { name: 'Like Member 2' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'POST', body: { profile: 2 } }));
  });

  it('shows a like made elsewhere on the page at once (shared cache)', async () => {
    const { queryClient } = setup('given');
    await screen.findByRole('link', { name: 'Member 1' });
    act(() => queryClient.setQueryData(apiKey(getLikes), { ...initial, profiles: [profile(1), profile(8)] }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Member 8' })).toBeInTheDocument());
  });
});

describe('likes page states', () => {
  it('shows skeleton tiles in one loading status while the likes are on their way', async () => {
    let answer!: (likes: Likes) => void;
    setup(undefined, () => new Promise<Likes>((resolve) => (answer = resolve)) as unknown as Likes);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(en.loading);
    expect(status.querySelectorAll('.likes-tile--skeleton').length).toBeGreaterThan(0);
    act(() => answer(initial));
    await screen.findByRole('region', { name: /Members who like you/ });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives each empty list its next step: complete the profile, or find members', async () => {
    setup(undefined, () => ({ profiles: [], liked_by: [] }));
    const received = await screen.findByRole('region', { name: /Members who like you/ });
    expect(within(received).getByRole('heading', { name: en.received.empty.title })).toBeInTheDocument();
    expect(within(received).getByRole('link', { name: en.received.empty.action })).toHaveAttribute('href', '/profile');
    const given = screen.getByRole('region', { name: /Members you like/ });
    expect(within(given).getByRole('heading', { name: en.given.empty.title })).toBeInTheDocument();
    expect(within(given).getByRole('link', { name: en.given.empty.action })).toHaveAttribute('href', '/members');
    expect(within(received).queryByRole('list')).toBeNull();
  });

  it('says when the likes could not be loaded, and loads them again on retry', async () => {
    let fail = true;
    setup(undefined, () => {
      if (fail) throw new Error('offline');
      return initial;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(en.error);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: /Members who like you/ });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows name, age and city on each tile, and the new mark only on new likes', async () => {
    setup('received');
    const received = await screen.findByRole('region', { name: /Members who like you/ });
    const [first, second] = within(received).getAllByRole('listitem');
    expect(first).toHaveTextContent('Member 3');
    expect(first).toHaveTextContent('30 years');
    expect(first).toHaveTextContent('Utrecht');
    expect(within(first!).getByText(en.new)).toBeInTheDocument();
    expect(within(second!).queryByText(en.new)).toBeNull();
  });
});

describe('receivedNewFirst', () => {
  it('keeps order within new and seen', () => {
    const list = [1, 2, 3, 4].map((id) => ({ ...profile(id), like_new: id % 2 === 0 }));
    expect(receivedNewFirst(list).map((p) => p.id)).toEqual([2, 4, 1, 3]);
  });
});
