import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postLogin, type BodyOf } from '@dating/contract';
import { useApi } from './caller';
import { publishUser } from './queries';

/** POST login.php: the member who logged in is published page-wide, so the next route knows them at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postLogin>) => api.call(postLogin, { body }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}
