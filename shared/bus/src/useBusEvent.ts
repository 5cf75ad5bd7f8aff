import { useEffect, useRef } from 'react';
import { getBus } from './bus';
import type { BusEventName, BusEvents } from './events';

/** Subscribes a component to one bus event for as long as it is mounted. */
export function useBusEvent<K extends BusEventName>(
  type: K,
  handler: (payload: BusEvents[K], meta: { fromOtherTab: boolean }) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => getBus().on(type, (payload, meta) => latest.current(payload, meta)), [type]);
}
