import { readCookie } from '@dating/api-client';

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ACCEPT_ATTRIBUTE = '.png,.jpeg,.jpg,image/png,image/jpeg';

/** png, jpeg and jpg only (spec section 2, step 2), by type and by name. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && /\.(png|jpe?g)$/i.test(file.name);
}

/**
 * POST profileimage.php with XMLHttpRequest rather than fetch: only XHR reports upload progress.
 * Resolves with the parsed answer; rejects with the status on failure.
 */
export function uploadProfileImage(file: File, onProgress: (share: number) => void, packageName = '@dating/remote-signup'): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/profileimage.php');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Package-Name', packageName);
    xhr.setRequestHeader('X-Original-Host', location.host);
    xhr.setRequestHeader('X-CSRF-Token', readCookie('csrf') ?? '');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new Error(`profileimage.php answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('profileimage.php: network error'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
