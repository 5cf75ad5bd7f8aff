import { createPointerClient } from '../../src/federation/pointer';

const POINTER = {
  remotes: { profile: { version: '0.1.0-abc', entry: '/remotes/profile/0.1.0-abc/mf-manifest.json' } },
};

function answer(status: number, body?: unknown, etag?: string): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: etag ? { ETag: etag, 'Content-Type': 'application/json' } : { 'Content-Type': 'application/json' },
  });
}

describe('pointer client', () => {
  it('fetches /remotes.json with no-cache and revalidates with the ETag it got', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(200, POINTER, '"v1"'))
      .mockResolvedValueOnce(answer(304));
    const client = createPointerClient({ fetch, minIntervalMs: 0 });

    expect(await client.check()).toEqual(POINTER);
    expect(fetch).toHaveBeenLastCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(fetch.mock.calls[0][1].headers['If-None-Match']).toBeUndefined();

    expect(await client.check()).toEqual(POINTER);
    expect(fetch.mock.calls[1][1].headers['If-None-Match']).toBe('"v1"');
  });

  it('answers from memory within the minimum interval, asks again after it', async () => {
    let now = 0;
    const fetch = jest.fn().mockImplementation(async () => answer(200, POINTER, '"v1"'));
    const client = createPointerClient({ fetch, minIntervalMs: 15_000, now: () => now });
    await client.check();
    now = 10_000;
    await client.check();
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 16_000;
    await client.check();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('takes a changed pointer (a rollback) at once', async () => {
    const rolledBack = {
      remotes: { profile: { version: '0.0.9-old', entry: '/remotes/profile/0.0.9-old/mf-manifest.json' } },
    };
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(200, POINTER, '"v1"'))
      .mockResolvedValueOnce(answer(200, rolledBack, '"v2"'));
    const client = createPointerClient({ fetch, minIntervalMs: 0 });
    await client.check();
    expect(await client.refresh()).toEqual(rolledBack);
    expect(client.current()).toEqual(rolledBack);
  });

  it('keeps the last good pointer when the server cannot be reached', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(200, POINTER, '"v1"'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const client = createPointerClient({ fetch, minIntervalMs: 0 });
    await client.check();
    expect(await client.refresh()).toEqual(POINTER);
  });

  it('fails without a pointer to fall back on, and rejects a body that is no pointer', async () => {
    await expect(createPointerClient({ fetch: jest.fn().mockResolvedValue(answer(500, {})) }).check()).rejects.toThrow(
      '500',
    );
    await expect(
      createPointerClient({ fetch: jest.fn().mockResolvedValue(answer(200, { remotes: { a: 1 } })) }).check(),
    ).rejects.toThrow('not a remotes pointer');
  });

  it('takes a pointer with fields it does not know: a newer deploy tool must not break open pages', async () => {
    const newer = { revision: 7, remotes: { profile: { ...POINTER.remotes.profile, region: 'eu' } }, written: 'x' };
    const client = createPointerClient({ fetch: jest.fn().mockResolvedValue(answer(200, newer)) });
    expect((await client.check()).remotes.profile.version).toBe('0.1.0-abc');
  });

  it('shares one request between concurrent checks', async () => {
    const fetch = jest.fn().mockImplementation(async () => answer(200, POINTER, '"v1"'));
    const client = createPointerClient({ fetch });
    await Promise.all([client.check(), client.check(), client.check()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
