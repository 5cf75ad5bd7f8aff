import { useQuery } from '@tanstack/react-query';
import { useSettings, useTemplateFlags, useUser } from '@dating/api-client';

import { pushOffered, readPushState } from '../logic/push';
import { startStep, type SignupStep } from '../logic/steps';

/** The browser's push state, read once when the flow opens. */
export function usePushState() {
  return useQuery({
    queryKey: ['signup', 'push-state'],
    queryFn: readPushState,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Whether step 1 is offered to this browser: the push state, the site's key and the template flag. */
export function usePushOffer(): { offered: (state: Parameters<typeof pushOffered>[0]) => boolean } {
  const settings = useSettings();
  const offerPush = useTemplateFlags().notifications.offerPush;
  return { offered: (state) => pushOffered(state, { publicKey: settings.data?.push_pub ?? '', offerPush }) };
}

export type StartOfFlow =
  | { kind: 'loading' }
  /** an activated member has nothing left to do here (docs/product.md §4: the flow ends in the members area) */
  | { kind: 'members-area' }
  | { kind: 'step'; step: SignupStep };

/**
 * Where the signup flow starts for whoever opens it, also after a reload in the middle of it: a visitor
 * at the account form; a member at step 1 (2 when push is not offered) or, with auto-skip, past what the
 * profile already has (docs/product.md §4).
 */
export function useStartOfFlow(): StartOfFlow {
  const user = useUser();
  const settings = useSettings();
  const member = user.data?.user ?? null;
  const push = usePushState();
  const flags = useTemplateFlags();
  const { offered } = usePushOffer();
  if (user.isPending || settings.isPending) return { kind: 'loading' };
  if (!member) return { kind: 'step', step: 0 };
  if (member.activated) return { kind: 'members-area' };
  if (push.isPending) return { kind: 'loading' };
  const autoSkip = flags.signup.autoSkipSteps;
  return {
    kind: 'step',
    step: startStep(member.profile, { pushAvailable: offered(push.data?.state ?? 'unsupported'), autoSkip }),
  };
}
