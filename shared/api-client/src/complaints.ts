import { useMutation } from '@tanstack/react-query';
import { postComplaints, type BodyOf } from '@dating/contract';
import { useApi } from './caller';

export type ComplaintInput = BodyOf<typeof postComplaints>;

/** Sends a report from /complaints (docs/product.md §2); visitors and members alike. */
export function useSendComplaint() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ComplaintInput) => api.call(postComplaints, { body }) });
}
