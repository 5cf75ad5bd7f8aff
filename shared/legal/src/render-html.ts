import { splitLinks } from './links';
import type { Block, LegalDocument } from './types';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

function inline(text: string): string {
  return splitLinks(text)
    .map((part) =>
      'path' in part ? `<a href="${escapeHtml(part.path)}">${escapeHtml(part.text)}</a>` : escapeHtml(part.text),
    )
    .join('');
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p>${inline(block)}</p>`;
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
  const head = block.table.head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
  const rows = block.table.rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`);
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * A filled document as HTML for the server's page to search engines: the h1 title, then each section with
 * its h2. Every text is escaped, so a company name or a translation can never inject markup.
 */
export function renderLegalHtml(doc: LegalDocument): string {
  const sections = doc.sections.map(
    (section) =>
      `<section id="${escapeHtml(section.id)}"><h2>${escapeHtml(section.heading)}</h2>` +
      `${section.blocks.map(blockHtml).join('')}</section>`,
  );
  return `<article><h1>${escapeHtml(doc.title)}</h1>${sections.join('')}</article>`;
}
