import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from '@dating/bus';
import { clearUser } from './clear-user';

/** A 403 on user, chats or likes ends the session (docs/product.md §8); the api-client announces it on the bus. */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useBusEvent('session:expired', () => clearUser(queryClient));
}
