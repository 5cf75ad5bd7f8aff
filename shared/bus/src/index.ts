export { createBus, getBus, type Bus } from './bus';
export { useBusEvent } from './useBusEvent';
export { RELAYED_EVENTS, type BusEvents, type BusEventName } from './events';
export { holdRemoteUpdate, isRemoteUpdateHeld, useHoldRemoteUpdate } from './update-hold';
