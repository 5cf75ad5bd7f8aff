/** HTML of the ops pages (ops-page.ts and its queues), written by hand: no template engine for three pages. */

/** Text or an attribute value, escaped. */
export const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A button posting one item's id (`field`) to an ops API action, with the page's CSRF token; `extra` goes before. */
export const actionForm = (path: string, csrf: string, field: string, id: number, label: string, extra = '') =>
  `<form method="post" action="${path}">` +
  `<input type="hidden" name="csrf" value="${esc(csrf)}"><input type="hidden" name="${field}" value="${id}">` +
  `${extra}<button>${esc(label)}</button></form>`;

/** A queue of the ops page: its heading and note, then its table, or the line saying it is empty. */
export function queueSection(title: string, note: string, empty: string, columns: string[], rows: string[]): string {
  const head = columns.map((t) => `<th scope="col">${t}</th>`).join('');
  return (
    `<h2>${title}</h2><p>${note}</p>` +
    (rows.length === 0
      ? `<p>${empty}</p>`
      : `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`)
  );
}
