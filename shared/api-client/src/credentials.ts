import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postMailChange,
  postMailChangeDo,
  postMailChangeUndo,
  postPasswordChange,
  postResetPassword,
  postResetPasswordDo,
  getUser,
  type BodyOf,
} from '@dating/contract';
import { useApi } from './caller';
import { apiKey, publishUser } from './queries';

/**
 * The credentials calls (docs/product.md §2: reset-password, reset-password/do, mail-change/do, the profile's
 * password and address, notifications#email-change-incorrect). Calls that log the browser in publish the
 * member page-wide, so the host's navigation knows them at once.
 */

/** POST reset_password.php: asks for a reset mail (the same answer for every address). */
export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postResetPassword>) => api.call(postResetPassword, { body }),
  });
}

/** POST reset_password.php?do=1: the mailed code and a new password; this browser is logged in after. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postResetPasswordDo>) => api.call(postResetPasswordDo, { body }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}

/** POST password.php: a new password for the logged-in member (other sessions end). */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postPasswordChange>) => api.call(postPasswordChange, { body }),
  });
}

/** POST mail_change.php: a new address (moved at once for an account never activated). */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postMailChange>) => api.call(postMailChange, { body }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}

/** POST mail_change.php?do=1: the link mailed to the new address. The member, if logged in, is read again. */
export function useConfirmMailChange() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postMailChangeDo>) => api.call(postMailChangeDo, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(getUser) }),
  });
}

/** POST mail_change.php?undo=1: "this was not me": address back, new password, this browser logged in. */
export function useUndoMailChange() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postMailChangeUndo>) => api.call(postMailChangeUndo, { body }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}
