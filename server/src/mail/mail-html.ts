/** A mail as the Mailer sends it: subject, plain text and HTML in the member's language. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** extra headers, such as List-Unsubscribe (RFC 8058) of the notification mails */
  headers?: Record<string, string>;
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Inline, as many mail readers ignore style sheets. */
const BUTTON_STYLE =
  'display: inline-block; padding: 10px 18px; background: #c2185b; color: #fff; text-decoration: none; ' +
  'border-radius: 4px';

/** The link as the site's button, in a paragraph of its own. */
export const mailButton = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`;

/** Every mail's HTML document: its language, its title (HTML already escaped) and the body's HTML. */
export function mailDocument(language: string, titleHtml: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${titleHtml}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222">
${bodyHtml}
</body></html>`;
}
