import { createBus, getBus } from '../src';

/** jsdom lacks BroadcastChannel in some versions; Node 20 has it globally, which these tests use. */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('bus', () => {
  it('delivers typed events to subscribers and stops after unsubscribe', () => {
    const bus = createBus('t1');
    const seen: number[] = [];
    const off = bus.on('unread:changed', ({ count }) => seen.push(count));
    bus.emit('unread:changed', { count: 3 });
    off();
    bus.emit('unread:changed', { count: 4 });
    expect(seen).toEqual([3]);
    bus.close();
  });

  it('relays shared-state events to another tab without echoing back', async () => {
    const tabA = createBus('t2');
    const tabB = createBus('t2');
    const inA: unknown[] = [];
    const inB: Array<{ n: number; other: boolean }> = [];
    tabA.on('likes:changed', (p) => inA.push(p));
    tabB.on('likes:changed', (p, meta) => inB.push({ n: p.newLikes, other: meta.fromOtherTab }));
    tabA.emit('likes:changed', { newLikes: 2 });
    await settle();
    expect(inB).toEqual([{ n: 2, other: true }]);
    expect(inA).toHaveLength(1);
    tabA.close();
    tabB.close();
  });

  it('keeps page-local events in the tab', async () => {
    const tabA = createBus('t3');
    const tabB = createBus('t3');
    const inB: unknown[] = [];
    tabB.on('chat:opened', (p) => inB.push(p));
    tabA.emit('chat:opened', { chatId: 1 });
    await settle();
    expect(inB).toEqual([]);
    tabA.close();
    tabB.close();
  });

  it('gives every copy of the package the same page bus', () => {
    expect(getBus()).toBe(getBus());
    getBus().close();
  });
});
