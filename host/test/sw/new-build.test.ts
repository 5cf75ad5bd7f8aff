import { checkForNewBuild } from '../../src/sw/new-build';
import { appState, resetAppState } from '../../src/sw/store';

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

beforeEach(() => resetAppState());

describe('new release detection (builds/latest.json, builds/meta/<buildId>.json)', () => {
  it('reads the meta of a build that is not the running one, fetched no-cache', async () => {
    const fetch = jest.fn(async (url: string, _init?: RequestInit) =>
      url === '/builds/latest.json'
        ? json({ buildId: 'b2' })
        : json({ buildId: 'b2', version: '0.2.0', builtAt: '2026-01-01T00:00:00Z' }),
    );
    await expect(
      checkForNewBuild({ fetch: fetch as unknown as typeof globalThis.fetch, currentBuildId: 'b1' }),
    ).resolves.toEqual({
      buildId: 'b2',
      version: '0.2.0',
      builtAt: '2026-01-01T00:00:00Z',
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/builds/latest.json', '/builds/meta/b2.json']);
    expect(fetch.mock.calls[0][1]).toMatchObject({ cache: 'no-cache' });
    expect(appState.newBuild?.version).toBe('0.2.0');
  });

  it('says nothing while the running build is the latest', async () => {
    const fetch = jest.fn(async () => json({ buildId: 'b1' }));
    await expect(
      checkForNewBuild({ fetch: fetch as unknown as typeof globalThis.fetch, currentBuildId: 'b1' }),
    ).resolves.toBeNull();
    expect(appState.newBuild).toBeNull();
  });

  it('marks the page offline when the request gets no answer, and online again when it does', async () => {
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      checkForNewBuild({ fetch: down as unknown as typeof globalThis.fetch, currentBuildId: 'b1' }),
    ).resolves.toBeNull();
    expect(appState.offline).toBe(true);
    const up = jest.fn(async () => json({ buildId: 'b1' }));
    await checkForNewBuild({ fetch: up as unknown as typeof globalThis.fetch, currentBuildId: 'b1' });
    expect(appState.offline).toBe(false);
  });
});
