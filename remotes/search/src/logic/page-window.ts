export type PageItem = number | 'gap';

/**
 * The page buttons to show: all of them up to 7 pages; beyond that the first, the last and the current page
 * with its neighbours, a gap standing for the pages left out. Never more than 7 items, so the row fits.
 */
export function pageWindow(page: number, pages: number, open = false): PageItem[] {
  if (open) return openWindow(page, pages);
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  // near an end the window widens on the other side, so the row keeps its length
  const start = Math.max(2, Math.min(page - 1, pages - 4));
  const end = Math.min(pages - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pages - 1) items.push('gap');
  items.push(pages);
  return items;
}

/**
 * `pages` is only a lower bound (the server stopped counting): no last page to offer, so the first page, the
 * current one and its neighbours, and a gap for the pages beyond.
 */
function openWindow(page: number, pages: number): PageItem[] {
  const start = Math.max(2, page - 1);
  const end = Math.min(pages, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p++) items.push(p);
  items.push('gap');
  return items;
}
