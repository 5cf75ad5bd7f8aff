import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../mail/mail-html';
import { textsIn } from '../i18n/texts';
import { languageOfMember } from '../members/language-of-member';
import { UNSUBSCRIBE_PATH } from '../notifications/notification-mails';
import { saveNotificationSettings } from '../notifications/settings';
import { createUnsubscribeTokens, type UnsubscribeTarget } from '../notifications/unsubscribe-token';
import { pageLanguage } from '../seo/page-language';

/** The form bodies RFC 8058 allows; what they say is not read (the token in the URL is all that counts). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The one-click unsubscribe link of the notification mails, without login: GET /mail/unsubscribe?token=…
 * shows a small page in the member's language with one button; POST to the same address turns that kind of
 * mail off. The GET changes nothing, so a mail scanner that opens every link cannot unsubscribe anyone; the
 * POST is what the button sends and what a mail client sends on its own (RFC 8058, List-Unsubscribe-Post).
 *
 * The POST is exempt from the CSRF check (config.csrf false): a mail client has no csrf cookie and sends no
 * header, and the request is authenticated by the signed token in its URL instead, which names exactly one
 * member and one kind of mail. A forged cross-site form could only switch off a mail whose token it already
 * holds: the same power the mail's recipient gave whoever read the mail.
 */
export async function notificationUnsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const tokens = createUnsubscribeTokens(app.db);
  // RFC 8058 posts form data; only these routes read it, and they ignore it.
  for (const type of FORM_TYPES) {
    if (!app.hasContentTypeParser(type))
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  }

  /** The member and kind of a genuine token, with the member's language; null for anything else. */
  async function targetOf(request: FastifyRequest): Promise<(UnsubscribeTarget & { language: string }) | null> {
    const token = (request.query as Record<string, unknown>).token;
    const target = typeof token === 'string' ? await tokens.verify(token) : null;
    if (!target) return null;
    const language = await languageOfMember(app.db, target.memberId);
    return language === null ? null : { ...target, language };
  }

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const target = await targetOf(request);
    if (!target) return invalid(request, reply);
    const t = textsOf(target);
    const action = escapeHtml(request.url);
    return page(reply, target.language, t('ask_title'), [
      `<p>${escapeHtml(t('ask_body'))}</p>`,
      `<form method="post" action="${action}">`,
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
      `<button type="submit">${escapeHtml(t('button'))}</button>`,
      '</form>',
    ]);
  });

  app.post(UNSUBSCRIBE_PATH, { config: { csrf: false } }, async (request, reply) => {
    const target = await targetOf(request);
    if (!target) return invalid(request, reply);
    await saveNotificationSettings(app.db, target.memberId, { [target.kind]: false });
    const t = textsOf(target);
    return page(reply, target.language, t('done_title'), [
      `<p role="status">${escapeHtml(t('done_body'))}</p>`,
      `<p><a href="/notifications">${escapeHtml(t('manage'))}</a></p>`,
    ]);
  });
}

/** The page's texts in the member's language, {{what}} filled in with the kind as the mail's footer names it. */
function textsOf(target: UnsubscribeTarget & { language: string }): (key: string) => string {
  const t = textsIn(target.language, 'unsubscribe');
  const what = textsIn(target.language, 'mail')(`notification.kinds.${target.kind}`);
  return (key) => t(key, { what });
}

/** A changed or cut-off link: said in the language the browser asks for, since the token names no one we trust. */
function invalid(request: FastifyRequest, reply: FastifyReply) {
  const { language } = pageLanguage(request);
  const t = textsIn(language, 'unsubscribe');
  return page(reply.code(400), language, t('invalid_title'), [
    `<p>${escapeHtml(t('invalid_body'))}</p>`,
    `<p><a href="/notifications">${escapeHtml(t('manage'))}</a></p>`,
  ]);
}

/** A plain document: the site's CSP allows no inline style or script, and this page needs neither. */
function page(reply: FastifyReply, language: string, title: string, body: string[]) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      [
        '<!doctype html>',
        `<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="robots" content="noindex">',
        `<title>${escapeHtml(title)}</title></head>`,
        `<body><main><h1>${escapeHtml(title)}</h1>`,
        ...body,
        '</main></body></html>',
      ].join('\n'),
    );
}
