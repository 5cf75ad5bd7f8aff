import { isbot } from 'isbot';

/** Crawlers get a plain status page: no signup form or member overview to index (docs/product.md §2). */
export function isBotUserAgent(
  userAgent: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.userAgent,
): boolean {
  return isbot(userAgent ?? '');
}
