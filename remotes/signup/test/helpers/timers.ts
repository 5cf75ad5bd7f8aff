import { act } from '@testing-library/react';

/**
 * Moves the fake clock on by `ms`, then lets what woke up settle, inside act(): answered calls, and the
 * zero-delay timers react-query batches its updates to the page with (a person would see them at once).
 */
export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await Promise.resolve();
      jest.advanceTimersByTime(0);
    });
  }
}

/** Fake timers for every test of the file. */
export function withFakeClock(): void {
  // queueMicrotask stays real: React's act() uses it to tell whether it was awaited
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());
}
