const checkPointerNow = jest.fn(async () => undefined);
const checkForAppRelease = jest.fn(async () => undefined);
jest.mock('../../src/federation/pointer-rechecks', () => ({ checkPointerNow: () => checkPointerNow() }));
jest.mock('../../src/sw/app-shell', () => ({ checkForAppRelease: () => checkForAppRelease() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Each test gets the module state of a fresh page, and `showContent`, which mounts what a route renders with
 * its content, with the React of that module registry.
 */
function freshPage() {
  let page!: {
    settled: typeof import('../../src/app/page-settled');
    updates: typeof import('../../src/app/check-updates');
    showContent: () => Promise<void>;
  };
  jest.isolateModules(() => {
    const react: typeof import('react') = require('react');
    const { createRoot }: typeof import('react-dom/client') = require('react-dom/client');
    const settled: typeof import('../../src/app/page-settled') = require('../../src/app/page-settled');
    page = {
      settled,
      updates: require('../../src/app/check-updates'),
      showContent: () =>
        react.act(async () =>
          createRoot(document.createElement('div')).render(react.createElement(settled.ContentShown)),
        ),
    };
  });
  return page;
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  checkPointerNow.mockClear();
  checkForAppRelease.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('work the first paint does not need', () => {
  it('waits until the route’s content is on screen, then runs', async () => {
    const { settled, showContent } = freshPage();
    let done = false;
    void settled.pageSettled().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);

    await showContent();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(true);
  });

  it('marks the moment the first route’s content is on screen, once', async () => {
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    try {
      const { showContent } = freshPage();
      await jest.advanceTimersByTimeAsync(1_000);
      expect(mark).not.toHaveBeenCalled();
      await showContent();
      await showContent();
      expect(mark.mock.calls).toEqual([['route-content-shown']]);
    } finally {
      delete (performance as { mark?: unknown }).mark;
    }
  });

  it('runs after 10 s when no content ever shows (a route that keeps loading)', async () => {
    const { settled } = freshPage();
    let done = false;
    void settled.pageSettled().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(9_000);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(done).toBe(true);
  });

  it('looks for new versions only then, once for the start and the first session poll together', async () => {
    const { updates, showContent } = freshPage();
    const start = updates.checkForUpdates();
    const firstPoll = updates.checkForUpdates();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(checkPointerNow).not.toHaveBeenCalled();
    expect(checkForAppRelease).not.toHaveBeenCalled();

    await showContent();
    await jest.advanceTimersByTimeAsync(1_000);
    await Promise.all([start, firstPoll]);
    expect(checkPointerNow).toHaveBeenCalledTimes(1);
    expect(checkForAppRelease).toHaveBeenCalledTimes(1);

    await updates.checkForUpdates(); // a later poll checks again
    expect(checkPointerNow).toHaveBeenCalledTimes(2);
  });
});
