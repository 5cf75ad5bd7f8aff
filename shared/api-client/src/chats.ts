import { useMutation } from '@tanstack/react-query';
import { getChatProfile } from '@dating/contract';
import { useApi } from './caller';

/** GET chat.php?profile=: the conversation with a member, started if there is none yet (spec section 7). */
export function useOpenChat() {
  const api = useApi();
  return useMutation({
    mutationFn: (profileId: number) => api.call(getChatProfile, { query: { profile: profileId } }),
  });
}
