import { pollInterval, startPolling } from '../../src/session/polling';

function tasks(pushSubscribed = false) {
  const state = { push: pushSubscribed };
  return {
    state,
    refreshUser: jest.fn(),
    refreshChatsAndLikes: jest.fn(),
    pushSubscribed: () => state.push,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('polling (spec sections 4 and 9)', () => {
  it('refreshes the user at once and chats and likes 1 s later', () => {
    const t = tasks();
    const stop = startPolling(t);
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
    expect(t.refreshChatsAndLikes).not.toHaveBeenCalled();
    jest.advanceTimersByTime(999);
    expect(t.refreshChatsAndLikes).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(t.refreshChatsAndLikes).toHaveBeenCalledTimes(1);
    stop();
  });

  it('repeats every 60 s', () => {
    const t = tasks();
    const stop = startPolling(t);
    jest.advanceTimersByTime(59_999);
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(t.refreshUser).toHaveBeenCalledTimes(2);
    expect(t.refreshChatsAndLikes).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    expect(t.refreshChatsAndLikes).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(60_000);
    expect(t.refreshUser).toHaveBeenCalledTimes(3);
    stop();
  });

  it('repeats every 300 s while push is subscribed, and follows a change at the next round', () => {
    const t = tasks(true);
    const stop = startPolling(t);
    jest.advanceTimersByTime(60_000);
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(240_000);
    expect(t.refreshUser).toHaveBeenCalledTimes(2);

    t.state.push = false; // unsubscribed: the round after the next pending one comes after 60 s
    jest.advanceTimersByTime(300_000);
    expect(t.refreshUser).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(60_000);
    expect(t.refreshUser).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops every pending timer (logout)', () => {
    const t = tasks();
    const stop = startPolling(t);
    stop();
    jest.advanceTimersByTime(10 * 60_000);
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
    expect(t.refreshChatsAndLikes).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('skips the first user refresh when the user was just fetched by the page load', () => {
    const t = tasks();
    const stop = startPolling(t, { userIsFresh: true });
    expect(t.refreshUser).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(t.refreshChatsAndLikes).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(59_000);
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
    stop();
  });

  it('names the intervals of spec section 9', () => {
    expect(pollInterval(false)).toBe(60_000);
    expect(pollInterval(true)).toBe(300_000);
  });

  it('checks the remotes pointer on every round, the first one included', () => {
    const t = { ...tasks(), checkPointer: jest.fn() };
    const stop = startPolling(t, { userIsFresh: true });
    expect(t.checkPointer).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(t.checkPointer).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(120_000);
    expect(t.checkPointer).toHaveBeenCalledTimes(2);
  });
});
