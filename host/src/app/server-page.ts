import { hydrate, type QueryClient } from '@tanstack/react-query';
import { SERVER_PAGE_ID, SERVER_STATE_ID } from '@dating/contract';

/**
 * The calls a server-drawn page was drawn with (docs/architecture.md, Server HTML) go into the query cache before the
 * app's first render: the app draws the same page at once, without asking again. A page without them, or with
 * unreadable ones, starts from an empty cache as any page does.
 */
export function adoptServerState(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent));
  } catch (err) {
    console.error('The server state of this page could not be read', err);
  }
  element.remove();
}

/**
 * A server-drawn page stays in view while the app draws into its hidden root; once the app's first route shows its
 * content, the app takes its place in one step, so nothing on screen moves. Without scripts, or if the app never
 * starts, the server's page is what the visitor reads.
 */
export function takeOverServerPage(root: HTMLElement, shown: Promise<void>, doc: Document = document): void {
  const drawn = doc.getElementById(SERVER_PAGE_ID);
  if (!drawn) {
    root.hidden = false;
    return;
  }
  void shown.then(() => {
    drawn.remove();
    root.hidden = false;
  });
}
