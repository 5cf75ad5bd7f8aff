import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProfileimage, endpointKey, postProfileimage, putProfileimage, type ResponseOf } from '@dating/contract';
import { useApi } from './caller';
import { callHeaders, checkedAnswer } from './client';
import { ApiError } from './errors';
import { publishUser } from './queries';
import { fitForUpload } from './photo-size';

type UploadAnswer = ResponseOf<typeof postProfileimage>;

/**
 * POST profileimage.php with XMLHttpRequest rather than fetch: only XHR reports upload progress. The headers are
 * the api client's (docs/product.md §7); a refusal is an ApiError like any other call's.
 */
function sendWithProgress(file: File, packageName: string, onProgress: (share: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(postProfileimage.method, postProfileimage.path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(callHeaders(packageName))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      try {
        resolve(checkedAnswer(postProfileimage, xhr.status, body));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null, endpointKey(postProfileimage)));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Uploads a profile photo with progress; the member with the new photo is published page-wide. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) =>
      sendWithProgress(await fitForUpload(file), api.packageName, onProgress),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}

/** Makes one of the member's photos the main one (the profile page). */
export function useSetMainPhoto() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (image: number) => api.call(putProfileimage, { body: { image } }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}

/** Deletes one of the member's photos (the profile page). */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (image: number) => api.call(deleteProfileimage, { body: { image } }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}
