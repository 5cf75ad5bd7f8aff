import { SKIPPED_SITE_ENTRY_WARNING_KEY } from '@dating/config';

/**
 * Removes the skipped-site-entry warning flag from both places the universal storage keeps it
 * (docs/product.md §3: a cookie and local storage), so the warning shows again on the next entry.
 */
export function deleteSkippedSiteEntryWarning(
  doc: Document = document,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  doc.cookie = `${SKIPPED_SITE_ENTRY_WARNING_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
  storage?.removeItem(SKIPPED_SITE_ENTRY_WARNING_KEY);
}
