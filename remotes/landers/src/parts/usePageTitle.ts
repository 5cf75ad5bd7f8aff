import type { LanderPageName } from '@dating/contract';
import { usePageCopy } from '../content/useLanderContent';
import { useDocumentTitle } from './useDocumentTitle';

/** `{{name}}` in marketing's copy, the only placeholder pages.json may use (the member of a member landing). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The tab shows the page's search-engine title, the same the server wrote into the head: after a client-side
 * navigation there was no server to write it.
 */
export function usePageTitle(page: LanderPageName, values: Record<string, string> = {}, ready = true): void {
  const copy = usePageCopy(page);
  const title = copy && ready ? fill(copy.title, values) : undefined;
  useDocumentTitle(title);
}
