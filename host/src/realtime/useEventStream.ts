import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { applyResync, useApiQuery } from '@dating/api-client';
import { getUser } from '@dating/contract';
import { refreshPointerNow } from '../federation/pointer-rechecks';
import { session } from '../session/store';
import { applyPageEvent } from './page-event';
import { connectEventStream } from './event-stream';

/**
 * One event stream per page while a member is logged in (docs/architecture.md, Real time): opened at login, closed at
 * logout or when another member logs in on this page (then opened again for them). Its state goes to the
 * session store, where the polling reads it.
 */
export function useEventStream(): void {
  const queryClient = useQueryClient();
  const memberId = useApiQuery(getUser, undefined, {
    enabled: false,
    select: (data) => data.user?.profile.id ?? null,
  }).data;
  useEffect(() => {
    if (typeof EventSource === 'undefined' || !memberId) return;
    let openedBefore = false;
    const stream = connectEventStream({
      onEvent: (event) => applyPageEvent(queryClient, event),
      onResync: () => applyResync(queryClient),
      onStatus: (connected) => {
        session.streamConnected = connected;
        // A pointer switch is broadcast once and not replayed: one made while the stream was down (a server
        // restart, a network change) is asked for when it is back.
        if (connected && openedBefore) void refreshPointerNow();
        if (connected) openedBefore = true;
      },
    });
    return () => stream.close();
  }, [memberId, queryClient]);
}
