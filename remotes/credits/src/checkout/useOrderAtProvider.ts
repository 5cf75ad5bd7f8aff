import type { UseMutationResult } from '@tanstack/react-query';
import type { OrderStarted } from '@dating/contract';
import { providerNavigation } from './provider-navigation';

/**
 * Starts an order (new or repeated) and, once the server answered, leaves for the provider's payment page. `busy`
 * stays on after the answer too: the page is on its way out, and a second click must not order twice.
 */
export function useOrderAtProvider<V>(mutation: UseMutationResult<OrderStarted, Error, V>) {
  return {
    busy: mutation.isPending || mutation.isSuccess,
    error: mutation.error,
    order: (variables: V) =>
      mutation.mutate(variables, { onSuccess: ({ redirect_url }) => providerNavigation.go(redirect_url) }),
  };
}
