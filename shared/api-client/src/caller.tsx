import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { getApi, type ApiClient } from './client';

/**
 * Which package a call comes from (docs/product.md §7: every call carries its caller's package name). The host
 * wraps each remote it renders in an ApiCaller naming that remote's package; outside one, calls are the host's.
 */
const CallerContext = createContext<string | null>(null);

export function ApiCaller({ packageName, children }: { packageName: string; children: ReactNode }) {
  return createElement(CallerContext.Provider, { value: packageName }, children);
}

/** The page's client, sending the package name of the part that renders the hook. */
export function useApi(): ApiClient {
  const caller = useContext(CallerContext);
  return useMemo(() => callerView(caller), [caller]);
}

/** Resolved per call, so a client swapped in later (tests, the host's start) is the one used. */
function callerView(caller: string | null): ApiClient {
  return {
    get packageName() {
      return caller ?? getApi().packageName;
    },
    call: (endpoint, input = {}) => getApi().call(endpoint, caller ? { ...input, packageName: caller } : input),
  };
}
