import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../mail/mail-html';

/** /_dev/partner: where xcams/redirect.php and resellpartner.php send the browser without a real partner. */
export async function devPartnerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/_dev/partner', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><title>Partner</title><h1>Webcam partner (development stand-in)</h1>' +
          `<p>${escapeHtml(request.url)}</p></html>`,
      ),
  );
}
