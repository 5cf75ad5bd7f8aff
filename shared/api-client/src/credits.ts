import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getCredits,
  getDiscountcode,
  getPricing,
  getTransaction,
  getUser,
  isFinalStatus,
  postOrder,
  postRepeatOrder,
  type BodyOf,
  type DiscountCode,
  type ResponseOf,
} from '@dating/contract';
import { useApi } from './caller';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { apiKey, publishUser, useApiQuery } from './queries';

/**
 * The credits pages' server state (docs/product.md §2: pricing, credits, checkout, repeat order, transactions). Every
 * price comes from the server; these hooks only fetch, cache and start orders.
 */

export interface PricingOptions {
  enabled?: boolean;
  /** a code the member named: the packages it covers are priced with it, or the call is refused with its reason */
  code?: string | null;
  /** the checkout's package: a code not good for it is refused (discount_not_for_package) */
  packageId?: number | null;
}

/**
 * The packages, prices and methods of one payment country (null: the server picks, from the profile or geoip). A
 * refused code is the server's final answer, and every call with a code counts as one named (docs/product.md §9):
 * it is not asked again by itself.
 */
export function usePricing(
  country: string | null,
  { enabled = true, code = null, packageId = null }: PricingOptions = {},
) {
  const offer = code ? { code, ...(packageId !== null ? { package: packageId } : {}) } : {};
  return useApiQuery(
    getPricing,
    { query: { ...(country ? { country } : {}), ...offer } },
    {
      enabled,
      staleTime: 60_000,
      ...(code ? { retry: false } : {}),
      // Another country chosen: its prices load while the last ones stay, as placeholder data the page marks busy,
      // so the packages and the country field keep their place (and the field its focus). Never another code's.
      placeholderData: (previous, previousQuery) => (sameOffer(previousQuery?.queryKey, offer) ? previous : undefined),
    },
  );
}

/** Whether a pricing call's key names the same code and package as `offer`, whatever its country. */
function sameOffer(key: readonly unknown[] | undefined, offer: { code?: string; package?: number }): boolean {
  const query = (key?.[2] ?? {}) as { code?: string; package?: number };
  return key !== undefined && query.code === offer.code && query.package === offer.package;
}

/** The member's credits as the host's user cache has them (polled, and relayed from other tabs). */
const useUserCredits = () =>
  useApiQuery(getUser, undefined, { enabled: false, select: (data) => data.user?.credits }).data;

/**
 * The member's balance, history and last paid order. Whenever the balance in the user cache changes (a purchase
 * settled in another tab, a message sent, the dev panel's zero credits), the overview is fetched again, so the
 * page and the badge never disagree for longer than one request.
 */
export function useCredits() {
  const overview = useApiQuery(getCredits, undefined, { staleTime: 0 });
  const userCredits = useUserCredits();
  const { refetch, data } = overview;
  const balance = data?.balance;
  const seen = useRef(userCredits);
  useEffect(() => {
    if (seen.current === userCredits) return;
    seen.current = userCredits;
    if (userCredits !== undefined && balance !== undefined && userCredits !== balance) void refetch();
  }, [userCredits, balance, refetch]);
  return overview;
}

/** Codes of a discount code that cannot be used (docs/product.md §8): unknown, used or expired. */
const isDiscountRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404 && error.code.startsWith('discount_');

/**
 * Whether a failed discount call is one to show (docs/product.md §8): a failure of the welcome code is ignored, other
 * errors are not. Asked without a code, the server answers the active discount, and when there is none the
 * refusal it gives is the welcome code's (used, or none on this site): the member simply has no discount then.
 */
export const isShownDiscountFailure = (error: unknown, askedCode: string | null): boolean =>
  askedCode !== null || !isDiscountRefusal(error);

/**
 * A discount code (GET /api/discountcode.php): `code` for one the member typed or followed from a mail, without
 * one the active discount (the time bonus if present, otherwise the welcome code). `discount` is what applies,
 * `failure` the error to show, if any (the welcome code's is not).
 */
export function useDiscount(code: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useApiQuery(
    getDiscountcode,
    { query: code ? { code } : {} },
    { enabled, retry: false, staleTime: 60_000 },
  );
  const failure = query.error && isShownDiscountFailure(query.error, code) ? query.error : null;
  // What the latest answer says: after a failed call the cache still holds the one before, such as a time bonus
  // that has just ended and was asked again (the refusal then: nothing applies; another error: `failure`).
  const discount: DiscountCode | null = query.isError ? null : (query.data?.discountcode ?? null);
  return { ...query, discount, failure };
}

/** POST /api/order.php: the server prices the order and answers the provider's page to send the buyer to. */
export function useStartOrder() {
  const api = useApi();
  return useMutation({ mutationFn: (body: BodyOf<typeof postOrder>) => api.call(postOrder, { body }) });
}

/** POST /api/order.php?repeat=1: the last paid package with the last method, at today's price. */
export function useRepeatOrder() {
  const api = useApi();
  return useMutation({ mutationFn: (body: BodyOf<typeof postRepeatOrder>) => api.call(postRepeatOrder, { body }) });
}

/** How often the transaction page asks while the provider has not told the server the outcome yet. */
export const TRANSACTION_POLL_MS = 2_000;

/**
 * After a purchase settled: the member is fetched again and published (the badge, paid_user and every remote
 * change at once, other tabs through the bus relay), and everything priced or counted with the old state is
 * fetched again (balance and history, the discount now used, the prices it gave).
 */
export async function refreshAfterPurchase(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const { user } = await api.call(getUser);
  publishUser(queryClient, user);
  await Promise.all(
    [getCredits, getDiscountcode, getPricing].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: apiKey(endpoint) }),
    ),
  );
}

/**
 * One order by its token, asked again every TRANSACTION_POLL_MS until its status is final (pending turns into
 * paid, failed, cancelled or expired when the provider's webhook arrives). When it is paid, the purchase is
 * published once per page visit.
 */
export function useTransaction(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const transaction = useQuery<ResponseOf<typeof getTransaction>>({
    queryKey: apiKey(getTransaction, { id: token }),
    queryFn: ({ signal }) => api.call(getTransaction, { query: { id: token }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.transaction.status;
      // an unknown token stays unknown: no point asking again
      const unknown = query.state.error instanceof ApiError && query.state.error.status === 404;
      return (status && isFinalStatus(status)) || unknown ? false : TRANSACTION_POLL_MS;
    },
    staleTime: 0,
    retry: false,
  });
  const paid = transaction.data?.transaction.status === 'paid';
  const published = useRef<string | null>(null);
  useEffect(() => {
    if (!paid || published.current === token) return;
    published.current = token;
    refreshAfterPurchase(queryClient, api).catch((err: unknown) => console.error('refresh after purchase', err));
  }, [paid, token, queryClient, api]);
  return transaction;
}
