import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Likes } from '@dating/contract';
import { apiKey, setApi, useLikeToggle, withLikeChange, type ApiClient } from '../src';
import { getLikes } from '@dating/contract';
import { profile } from './profile';

const start: Likes = { profiles: [profile(1)], liked_by: [{ ...profile(9), like_new: true }] };

function setup(answer: () => Promise<unknown>) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  setApi({
    packageName: 'test',
    call: (async () => {
      await gate;
      return answer();
    }) as ApiClient['call'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(apiKey(getLikes), start);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLikeToggle(), { wrapper });
  const likedIds = () => queryClient.getQueryData<Likes>(apiKey(getLikes))!.profiles.map((p) => p.id);
  return { result, likedIds, release };
}

describe('liking (optimistic)', () => {
  it("shows the like at once, before the server answers, and keeps the server's answer", async () => {
    const { result, likedIds, release } = setup(async () => ({ ...start, profiles: [profile(1), profile(2)] }));
    act(() => result.current.mutate({ profileId: 2, like: true, profile: profile(2) }));
    await waitFor(() => expect(likedIds()).toEqual([1, 2]));
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(likedIds()).toEqual([1, 2]);
  });

  it('puts everything back when the server refuses, and only logs the error (docs/product.md §8)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, likedIds, release } = setup(async () => {
      throw new Error('refused');
    });
    act(() => result.current.mutate({ profileId: 1, like: false }));
    await waitFor(() => expect(likedIds()).toEqual([]));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(likedIds()).toEqual([1]);
    expect(log).toHaveBeenCalledWith('like failed', expect.any(Error));
    log.mockRestore();
  });

  it('liking someone who liked the member takes their profile from liked_by', () => {
    expect(withLikeChange(start, { profileId: 9, like: true }).profiles.map((p) => p.id)).toEqual([1, 9]);
    expect(withLikeChange(start, { profileId: 9, like: true }).profiles[1]).not.toHaveProperty('like_new');
  });
});
