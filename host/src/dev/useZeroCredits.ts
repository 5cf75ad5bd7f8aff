import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishUser, useApi } from '@dating/api-client';
import { postDevCreditsZero } from '@dating/contract';

/** The dev panel's "zero credits" (docs/product.md §1): the member with no credits left is published page-wide. */
export function useZeroCredits() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: () => api.call(postDevCreditsZero, { body: {} }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}
