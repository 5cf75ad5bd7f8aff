import type { QueryClient } from '@tanstack/react-query';
import { applyStreamEvent } from '@dating/api-client';
import type { StreamEvent } from '@dating/contract';
import { refreshPointerNow } from '../federation/pointer-rechecks';

/**
 * One event of the page's stream: a member's event goes into the query cache (applyStreamEvent of
 * @dating/api-client); a promote or rollback makes the next navigation into a remote load what is live now (a remote
 * on screen or held by unsaved edits keeps its version, remote-loader.ts, as with every other pointer check).
 */
export function applyPageEvent(queryClient: QueryClient, event: StreamEvent): void {
  if (event.type === 'remotes') void refreshPointerNow();
  else applyStreamEvent(queryClient, event);
}
