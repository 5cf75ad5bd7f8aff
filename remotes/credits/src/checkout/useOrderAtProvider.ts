import type { UseMutationResult } from '@tanstack/react-query';
import type { OrderStarted } from '@dating/contract';
import { providerNavigation } from './provider-navigation';

/**
 * Starts an order (new or repeated) and, once the server answered, leaves for the provider's payment page; a
 * refused order rejects, for the form to say why. `busy` stays on after the answer too: the page is on its way
 * out, and a second click must not order twice.
 */
export function useOrderAtProvider<V>(mutation: UseMutationResult<OrderStarted, Error, V>) {
  return {
    busy: mutation.isPending || mutation.isSuccess,
    order: async (variables: V) => {
      const { redirect_url } = await mutation.mutateAsync(variables);
      providerNavigation.go(redirect_url);
    },
  };
}
