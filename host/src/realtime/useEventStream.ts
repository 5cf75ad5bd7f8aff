import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '@dating/api-client';
import { getUser } from '@dating/contract';
import { session } from '../session/store';
import { applyResync, applyStreamEvent } from './apply-event';
import { connectEventStream } from './event-stream';

/**
 * One event stream per page while a member is logged in (DESIGN.md, Real time): opened at login, closed at
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
    const stream = connectEventStream({
      onEvent: (event) => applyStreamEvent(queryClient, event),
      onResync: () => applyResync(queryClient),
      onStatus: (connected) => {
        session.streamConnected = connected;
      },
    });
    return () => stream.close();
  }, [memberId, queryClient]);
}
