import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../mail/mail-html';
import { latestOutboxMails, outboxMailOf } from '../mail/outbox-mails';

/**
 * /_dev/mail: the local outbox for people without an SMTP server (DEV_TOOLS only). The list links to each
 * mail; a mail shows its headers, then its HTML in a sandboxed frame (links open in the top window) and the
 * plain-text part.
 */
export async function devMailRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.get('/_dev/mail', async (_request, reply) => {
    const mails = await latestOutboxMails(db, 200);
    const rows = mails
      .map((m) => {
        const delivered = m.delivered ? 'yes' : m.error ? `error: ${escapeHtml(m.error)}` : 'pending';
        return (
          `<tr><td>${m.id}</td><td>${escapeHtml(new Date(m.created).toISOString())}</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="/_dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td><td>${delivered}</td></tr>`
        );
      })
      .join('\n');
    return page(
      reply,
      'Outbox',
      `<h1>Outbox</h1>
<p>Mails the site sent. Without <code>SMTP_URL</code> this is their only copy.</p>
<table><thead><tr><th>#</th><th>created</th><th>to</th><th>subject</th><th>delivered</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No mails yet.</td></tr>'}</tbody></table>`,
    );
  });

  app.get('/_dev/mail/:id', async (request, reply) => {
    const rawId = (request.params as { id: string }).id;
    const id = Number(rawId);
    const mail = Number.isSafeInteger(id) ? await outboxMailOf(db, id) : undefined;
    if (!mail)
      return page(
        reply.code(404),
        'Not found',
        `<p>No mail ${escapeHtml(String(rawId))}. <a href="/_dev/mail">Back to the outbox</a></p>`,
      );
    // Links in the mail must work when clicked: <base target="_top"> inside the frame opens them in the tab.
    const srcdoc = mail.html.replace(/<head>/i, '<head><base target="_top">');
    const created = escapeHtml(new Date(mail.created).toISOString());
    const frame =
      '<iframe title="Mail content" sandbox="allow-top-navigation-by-user-activation allow-popups" ' +
      `srcdoc="${escapeHtml(srcdoc)}" style="width:100%;height:420px;border:1px solid #ccc"></iframe>`;
    return page(
      reply,
      mail.subject,
      `<p><a href="/_dev/mail">← Outbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Created</dt><dd>${created}</dd></dl>
${frame}
<h2>Plain text</h2><pre>${linkify(escapeHtml(mail.text))}</pre>`,
    );
  });
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse}' +
  'td,th{border:1px solid #ddd;padding:4px 8px;text-align:left}';

function page(reply: import('fastify').FastifyReply, title: string, body: string) {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · dev</title>
<style>${STYLE}</style>
</head><body>${body}</body></html>`);
}
