import { useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, returnPath } from '@dating/contract';
import { matchRoute } from '@dating/routes';

/**
 * Where the purchase started (`?return=/chats/7`, from a send refused for too few credits): /credits, the checkout and
 * the provider's return to the transaction page pass it on, so that page leads back there once paid. Only a path of
 * this site (isSitePath), never another origin (`//host`, `https:`), so the link cannot lead away.
 */
export { RETURN_PARAM, returnPath };

/** The way back in the current page's URL. */
export const useReturnPath = (): string | null => returnPath(useSearchParams()[0]);

/** `to` (a path, maybe with a query already) passing the way back on, or `to` itself without one. */
export function withReturn(to: string, back: string | null): string {
  if (!back) return to;
  const at = to.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : to.slice(at + 1));
  params.set(RETURN_PARAM, back);
  return `${at < 0 ? to : to.slice(0, at)}?${params}`;
}

/** Whether the way back leads into a conversation (docs/product.md §2: /chats/{chatId}, /members/{id}/chat). */
export function isConversation(path: string): boolean {
  const name = matchRoute(path.split(/[?#]/)[0]!)?.route.name;
  return name === 'chats-chatId' || name === 'members-memberId-chat';
}
