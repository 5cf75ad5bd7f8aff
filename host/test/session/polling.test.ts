import { pollInterval } from '../../src/session/polling';

// The rounds themselves (user at once, chats and likes 1 s later, every 60 s / 300 s, stopped by a logout)
// are shown against the shell in session-effects.test.tsx.
describe('polling intervals (docs/product.md §9)', () => {
  it('names the intervals of docs/product.md §9', () => {
    expect(pollInterval(false)).toBe(60_000);
    expect(pollInterval(true)).toBe(300_000);
  });
});
