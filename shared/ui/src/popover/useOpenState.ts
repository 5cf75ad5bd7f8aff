import { useCallback, useState } from 'react';

/** Open state that the caller may control (`open` + `onOpenChange`) or leave to the component. */
export function useOpenState(open: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  const [own, setOwn] = useState(false);
  const controlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwn(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return [controlled ? open : own, setOpen] as const;
}
