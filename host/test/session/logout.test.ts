import { logout } from '../../src/session/logout';
import { session } from '../../src/session/store';
import { withSessionTestClock } from '../helpers/session-timers';

withSessionTestClock();

describe('logout (docs/product.md §4, §8, §9)', () => {
  it("on 'done' clears the user and goes to /login; the flag drops 1 s later", async () => {
    const clearUser = jest.fn();
    const navigate = jest.fn();
    const pending = logout({ callLogout: async () => 'done', clearUser, navigate });
    expect(session.loggingOut).toBe(true);
    await pending;
    expect(clearUser).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(session.loggingOut).toBe(true);
    jest.advanceTimersByTime(999);
    expect(session.loggingOut).toBe(true);
    jest.advanceTimersByTime(1);
    expect(session.loggingOut).toBe(false);
  });

  it('on failure logs it, and still clears the user and goes to /login', async () => {
    const clearUser = jest.fn();
    const navigate = jest.fn();
    await logout({ callLogout: async () => Promise.reject(new Error('offline')), clearUser, navigate });
    expect(console.warn).toHaveBeenCalled();
    expect(clearUser).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('ignores a second logout while one runs', async () => {
    let finish: (v: string) => void = () => undefined;
    const callLogout = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const deps = { callLogout, clearUser: jest.fn(), navigate: jest.fn() };
    const first = logout(deps);
    await logout(deps);
    finish('done');
    await first;
    expect(callLogout).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
  });
});
