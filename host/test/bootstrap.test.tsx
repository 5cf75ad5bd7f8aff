import { start } from '../src/bootstrap';

/** Which parts of the shell have been evaluated or run, in order. */
const done: string[] = [];

jest.mock('../src/app/api', () => {
  done.push('api client');
  return { installApiClient: () => done.push('api client installed') };
});
jest.mock('../src/federation/route-remote', () => {
  done.push('remote loader');
  return { startRouteRemote: (path: string) => done.push(`remote of ${path} asked for`) };
});
jest.mock('../src/app/host-i18n', () => {
  done.push('messages');
  return { registerHostNamespaces: async () => void done.push('messages loaded') };
});
jest.mock('react-dom/client', () => {
  done.push('react-dom');
  return {};
});
jest.mock('../src/app/start-app', () => {
  done.push('app');
  return { startApp: (root: HTMLElement) => done.push(`app started in #${root.id}`) };
});

/** The browser's task queue, held: each function is a later task. */
const tasks: Array<() => void> = [];
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  jest
    .spyOn(globalThis, 'setTimeout')
    .mockImplementation(((run: () => void) => tasks.push(run)) as unknown as typeof setTimeout);
});
afterEach(() => jest.restoreAllMocks());

/** The current task to its end: its promise reactions. */
async function endOfTask() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** What the next task evaluates and runs. */
async function nextTask(): Promise<string[]> {
  const before = done.length;
  tasks.shift()!();
  await endOfTask();
  return done.slice(before);
}

describe('the start, a part a task', () => {
  it('evaluates and starts the shell in eight tasks, with a turn for the browser before each', async () => {
    const started = start();
    await endOfTask();
    // the page drawn by the server can paint and answer a tap before any of the app's code runs
    expect(done).toEqual([]);
    expect(await nextTask()).toEqual(['api client', 'api client installed']);
    expect(await nextTask()).toEqual(['remote loader']);
    expect(await nextTask()).toEqual(['remote of / asked for']);
    expect(await nextTask()).toEqual(['messages']);
    expect(await nextTask()).toEqual(['messages loaded']);
    expect(await nextTask()).toEqual(['react-dom']);
    expect(await nextTask()).toEqual(['app']);
    expect(await nextTask()).toEqual(['app started in #root']);
    await started;
    expect(tasks).toEqual([]);
  });
});
