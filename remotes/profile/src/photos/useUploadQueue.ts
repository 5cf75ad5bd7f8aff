import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUploadProfileImage } from '@dating/api-client';
import { isAcceptedImage } from '@dating/contract';

/** One chosen file on its way: its progress (0..1) while it uploads, or why it was not added. */
export interface QueuedUpload {
  key: number;
  name: string;
  share: number;
  /** 'wrong_type' for a file that is no png/jpeg, otherwise the failed call */
  failure?: 'wrong_type' | unknown;
}

/**
 * Several photos chosen or dropped at once go up one after another, each with its progress: the server decodes
 * one photo per request and limits uploads per hour, so parallel uploads would only queue there. A file of the
 * wrong type is refused at once (docs/product.md §5); a refused upload stays listed with its reason until the next
 * choice or the next successful save on the page (the profile's details, the main photo, a deletion), after which
 * its alert would only be stale; the others carry on.
 */
export function useUploadQueue() {
  const upload = useUploadProfileImage();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const nextKey = useRef(0);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const update = (key: number, change: Partial<QueuedUpload>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const remove = (key: number) => setItems((list) => list.filter((item) => item.key !== key));
  const queryClient = useQueryClient();

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // this queue's own uploads leave the refusals of their choice listed beside them
        if (isUpload(event.mutation.state.variables)) return;
        setItems((list) => (list.some(isRefused) ? list.filter((item) => !isRefused(item)) : list));
      }),
    [queryClient],
  );

  const add = (files: File[]) => {
    const queued = files.map((file) => ({ file, key: (nextKey.current += 1) }));
    // a new choice clears the earlier refusals; uploads still running stay
    setItems((list) => [
      ...list.filter((item) => item.failure === undefined),
      ...queued.map(({ file, key }) =>
        isAcceptedImage(file)
          ? { key, name: file.name, share: 0 }
          : { key, name: file.name, share: 0, failure: 'wrong_type' as const },
      ),
    ]);
    for (const { file, key } of queued.filter(({ file }) => isAcceptedImage(file))) {
      chain.current = chain.current.then(() =>
        upload
          .mutateAsync({ file, onProgress: (share) => update(key, { share }) })
          .then(() => remove(key))
          .catch((failure: unknown) => update(key, { failure })),
      );
    }
  };

  const busy = items.some((item) => item.failure === undefined);
  return { items, add, busy };
}

const isRefused = (item: QueuedUpload) => item.failure !== undefined;
const isUpload = (variables: unknown) =>
  typeof variables === 'object' && variables !== null && (variables as { file?: unknown }).file instanceof Blob;
