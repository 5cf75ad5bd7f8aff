import { useEffect } from 'react';

/**
 * The tab shows the page's title, as the server's head did (a client-side navigation has no server to write
 * it). The host sets the site name only when the settings name changes, so this stays; leaving the page gives
 * the previous title back.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
