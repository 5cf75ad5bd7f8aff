import { createBus, getBus, type Bus, type BusEventName, type BusEvents } from '../src';

/** jsdom lacks BroadcastChannel in some versions; Node 20 has it globally, which these tests use. */

/** The next event `type` that reaches `bus` from another tab: the relay is asynchronous, so a test waits for it. */
const fromOtherTab = <K extends BusEventName>(bus: Bus, type: K) =>
  new Promise<BusEvents[K]>((resolve) => {
    const off = bus.on(type, (payload, meta) => {
      if (!meta.fromOtherTab) return;
      off();
      resolve(payload);
    });
  });

const tabs: Bus[] = [];
/** A tab's bus, closed after the test whatever its outcome: an open channel keeps the worker from exiting. */
const tab = (name: string) => {
  tabs.push(createBus(name));
  return tabs.at(-1)!;
};
afterEach(() => tabs.splice(0).forEach((bus) => bus.close()));

describe('bus', () => {
  it('delivers typed events to subscribers and stops after unsubscribe', () => {
    const bus = createBus('t1');
    const seen: number[] = [];
    const off = bus.on('likes:changed', ({ newLikes }) => seen.push(newLikes));
    bus.emit('likes:changed', { newLikes: 3 });
    off();
    bus.emit('likes:changed', { newLikes: 4 });
    expect(seen).toEqual([3]);
    bus.close();
  });

  it('relays shared-state events to another tab without echoing back', async () => {
    const tabA = tab('t2');
    const tabB = tab('t2');
    const inA: unknown[] = [];
    const inB: Array<{ n: number; other: boolean }> = [];
    tabA.on('likes:changed', (p) => inA.push(p));
    tabB.on('likes:changed', (p, meta) => inB.push({ n: p.newLikes, other: meta.fromOtherTab }));
    const arrived = fromOtherTab(tabB, 'likes:changed');
    tabA.emit('likes:changed', { newLikes: 2 });
    await arrived;
    expect(inB).toEqual([{ n: 2, other: true }]);
    // an echo from B would come back to A after B's delivery; a later event from B, awaited in A, comes after it
    const marker = fromOtherTab(tabA, 'locale:changed');
    tabB.emit('locale:changed', { language: 'nl' });
    await marker;
    expect(inA).toHaveLength(1);
  });

  it('keeps page-local events in the tab', async () => {
    const tabA = tab('t3');
    const tabB = tab('t3');
    const inB: unknown[] = [];
    tabB.on('remote:error', (p) => inB.push(p));
    tabA.emit('remote:error', { remote: 'chat', phase: 'load', message: 'offline' });
    // one channel keeps its sender's order: once a relayed event sent after it has arrived, it would have too
    const marker = fromOtherTab(tabB, 'locale:changed');
    tabA.emit('locale:changed', { language: 'nl' });
    await marker;
    expect(inB).toEqual([]);
  });

  it('gives every copy of the package the same page bus', () => {
    expect(getBus()).toBe(getBus());
    getBus().close();
  });
});
