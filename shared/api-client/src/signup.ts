import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getActivate,
  getGeocode,
  getUser,
  getValidateEmail,
  postUserNew,
  postUserPush,
  type BodyOf,
  type ResponseOf,
} from '@dating/contract';
import { type ApiClient } from './client';
import { useApi } from './caller';
import { apiKey, publishUser } from './queries';

/**
 * The calls of the signup flow (docs/product.md §4, §5, §7) as react-query hooks. Timings are parameters rather
 * than imports: they are product constants of @dating/config, which the signup remote passes in.
 */

export type EmailCheckAnswer = ResponseOf<typeof getValidateEmail>;

/**
 * GET validate_email.php for one address. An address's status does not change while the form is open, so an
 * answer is kept: going back to an address already checked costs no call, and the submit reads the same entry.
 */
const emailCheckQuery = (api: ApiClient, email: string) => ({
  queryKey: apiKey(getValidateEmail, { email }),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call(getValidateEmail, { query: { email }, signal }),
  staleTime: Infinity,
  // a failed check is shown at once (the member may retype); retrying would only keep 'checking' on screen
  retry: false,
});

/** The server's verdict on `email`; idle while `email` is null (empty, malformed, or still being typed). */
export function useEmailCheckQuery(email: string | null) {
  const api = useApi();
  return useQuery({ ...emailCheckQuery(api, email ?? ''), enabled: email !== null });
}

/** The verdict on `email` for a submit: the cached answer when the debounced check already has it, else asked now. */
export function useEnsureEmailCheck(): (email: string) => Promise<EmailCheckAnswer> {
  const queryClient = useQueryClient();
  const api = useApi();
  return useCallback((email) => queryClient.ensureQueryData(emailCheckQuery(api, email)), [queryClient, api]);
}

/** POST user.php?new=1: creates the account; the new member is published page-wide at once. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postUserNew>) => api.call(postUserNew, { body }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}

/** POST user.php?push=1: attaches a push subscription to the member's account. */
export function useRegisterPush() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postUserPush>) => api.call(postUserPush, { body }),
  });
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** GET geocode.php for a position the browser gave; idle until there is one. A place does not move: kept. */
export function useGeocode(position: Coordinates | null) {
  const query = position ? { lat: String(position.latitude), lon: String(position.longitude) } : undefined;
  const api = useApi();
  return useQuery({
    queryKey: apiKey(getGeocode, query),
    queryFn: ({ signal }) => api.call(getGeocode, { query, signal }),
    enabled: query !== undefined,
    staleTime: Infinity,
    // docs/product.md §8: a failed geocode is only logged, the member picks the place by hand
    retry: false,
  });
}

export interface ActivationPollOptions {
  /** time between two polls, and before the first */
  intervalMs: number;
  /** polls after which the flow moves on even without a delivered mail */
  maxTicks: number;
}

export interface ActivationProgressState {
  /** polls answered (or failed) so far */
  ticks: number;
  delivered: boolean;
  /** delivered, or out of ticks: polling has stopped */
  done: boolean;
}

interface PollData {
  delivered: boolean;
  ticks: number;
}

const activationKey = [...apiKey(getActivate), 'signup-poll'];

async function pollOnce(api: ApiClient, queryClient: QueryClient): Promise<PollData> {
  const ticks = (queryClient.getQueryData<PollData>(activationKey)?.ticks ?? 0) + 1;
  let delivered = false;
  try {
    delivered = (await api.call(getActivate)).delivered;
  } catch {
    // a failed poll counts as a tick without delivery: the step must still end after maxTicks
  }
  // the first answer means the server has the account settled: the member is fetched fresh once
  if (ticks === 1) void queryClient.invalidateQueries({ queryKey: apiKey(getUser) });
  return { delivered, ticks };
}

/**
 * Signup step 6 (docs/product.md §4, §7): GET activate.php every `intervalMs` (the first after one interval, as the
 * progress bar starts empty) until the mail is delivered or `maxTicks` polls have been made. react-query's
 * refetchInterval drives it; the starting data (no ticks) is fresh forever, so only the interval fetches.
 * Nothing is kept after the step is left (gcTime 0): a later visit starts from tick 0.
 */
export function useActivationPoll({ intervalMs, maxTicks }: ActivationPollOptions): ActivationProgressState {
  const queryClient = useQueryClient();
  const api = useApi();
  const isDone = (data: PollData | undefined) => Boolean(data && (data.delivered || data.ticks >= maxTicks));
  // the client and the cache are how the poll asks, not what: they are no part of its key
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const { data } = useQuery({
    queryKey: activationKey,
    queryFn: () => pollOnce(api, queryClient),
    initialData: { delivered: false, ticks: 0 },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (isDone(query.state.data) ? false : intervalMs),
    // the member often switches to the mailbox meanwhile; the step must still finish
    refetchIntervalInBackground: true,
  });
  return { ticks: data.ticks, delivered: data.delivered, done: isDone(data) };
}
