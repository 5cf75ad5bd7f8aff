import { act } from '@testing-library/react';

/** Moves the fake clock on by `ms`, then lets the promises that woke up settle, inside act(). */
export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

/** Fake timers for every test of the file. */
export function useFakeClock(): void {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
}
