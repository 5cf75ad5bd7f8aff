import mitt, { type Emitter } from 'mitt';
import { RELAYED_EVENTS, type BusEventName, type BusEvents } from './events';

type Handler<K extends BusEventName> = (payload: BusEvents[K], meta: { fromOtherTab: boolean }) => void;
type Envelope = { type: BusEventName; payload: unknown; tab: string };

export interface Bus {
  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void;
  /** returns the unsubscribe function */
  on<K extends BusEventName>(type: K, handler: Handler<K>): () => void;
  /** closes the cross-tab channel (tests, teardown) */
  close(): void;
}

const CHANNEL = 'dating-bus';

/**
 * A typed bus over mitt. Relayed events are also posted on a BroadcastChannel; events arriving from
 * another tab are delivered locally with fromOtherTab set and are never posted back, so tabs don't echo.
 */
export function createBus(channelName = CHANNEL): Bus {
  const emitter: Emitter<Record<string, { payload: unknown; fromOtherTab: boolean }>> = mitt();
  const tab = Math.random().toString(36).slice(2);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;

  channel?.addEventListener('message', (event: MessageEvent<Envelope>) => {
    const data = event.data;
    if (!data || data.tab === tab || !RELAYED_EVENTS.includes(data.type)) return;
    emitter.emit(data.type, { payload: data.payload, fromOtherTab: true });
  });

  return {
    emit(type, payload) {
      emitter.emit(type, { payload, fromOtherTab: false });
      if (channel && RELAYED_EVENTS.includes(type)) channel.postMessage({ type, payload, tab } satisfies Envelope);
    },
    on(type, handler) {
      const wrapped = (e: { payload: unknown; fromOtherTab: boolean }) =>
        handler(e.payload as BusEvents[typeof type], { fromOtherTab: e.fromOtherTab });
      emitter.on(type, wrapped);
      return () => emitter.off(type, wrapped);
    },
    close() {
      emitter.all.clear();
      channel?.close();
    },
  };
}

const GLOBAL_KEY = Symbol.for('dating.bus');

/**
 * The page's one bus. Module Federation shares this package as a singleton, but a remote built against a
 * mismatched version could still get its own copy; the global slot keeps even that copy on the same bus.
 */
export function getBus(): Bus {
  const g = globalThis as unknown as Record<symbol, Bus | undefined>;
  return (g[GLOBAL_KEY] ??= createBus());
}
