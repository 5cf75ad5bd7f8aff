import { resetSession } from '../../src/session/store';

/** A fresh session store and fake timers for each test; the expected logout warnings are kept quiet. */
export function withSessionTestClock(): void {
  beforeEach(() => {
    resetSession();
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
