import { backoffDelays, retryWithBackoff } from '../../src/federation/retry';

describe('retry with back-off', () => {
  it('waits longer before every try', () => {
    expect(backoffDelays({ attempts: 4, baseDelayMs: 400, factor: 3 })).toEqual([400, 1200, 3600]);
    expect(backoffDelays({ attempts: 1, baseDelayMs: 400 })).toEqual([]);
  });

  it('returns the first success and stops trying', async () => {
    const sleep = jest.fn().mockResolvedValue(undefined);
    const task = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('ok');
    await expect(retryWithBackoff(task, { attempts: 3, baseDelayMs: 100, sleep })).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(100);
  });

  it('gives up after the last try with the last error', async () => {
    const sleep = jest.fn().mockResolvedValue(undefined);
    const beforeRetry = jest.fn();
    const task = jest.fn().mockImplementation(async (attempt: number) => {
      throw new Error(`try ${attempt}`);
    });
    await expect(
      retryWithBackoff(task, { attempts: 3, baseDelayMs: 100, factor: 2, sleep, beforeRetry }),
    ).rejects.toThrow('try 3');
    expect(sleep.mock.calls).toEqual([[100], [200]]);
    expect(beforeRetry.mock.calls).toEqual([[2], [3]]);
  });
});
