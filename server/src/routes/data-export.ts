import type { FastifyInstance } from 'fastify';
import { create, StructError } from 'superstruct';
import { getDataExport, getDataExportFile, postDataExport, type DataExport } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { ApiError, notFound, notLoggedIn, sessionExpired } from '../http/errors';
import { structToApiError } from '../http/struct-errors';
import { fixedQueryValue } from '../http/fixed-query-constraint';
import { ExportRunner, type ExportRow } from '../leaving/export-runner';
import { exportKeyOf } from '../leaving/exports-dir';
import { latestExportOf, queueExport, readyExportOf } from '../leaving/data-exports';
import type { MediaStores } from '../objects/media-stores';

/** One export a day is plenty for a right of access, and bounds what a member can make the server build. */
const EXPORT_EVERY_MS = 86_400_000;

const exportRunning = () =>
  new ApiError(409, 'export_running', 'Your data is being prepared already. It will be ready in a moment.');
const exportTooSoon = () =>
  new ApiError(429, 'export_too_soon', 'You can prepare a copy of your data once a day. Please try again later.');

/**
 * "Download my data" (GDPR articles 15 and 20): start an export, watch its progress, download the zip. The zip
 * is built in the background by one ExportRunner per process; the download is for its owner only and only
 * until it expires.
 */
export async function dataExportRoutes(app: FastifyInstance, options: { stores: MediaStores }): Promise<void> {
  const { db } = app;
  const { exports } = options.stores;
  const runner = new ExportRunner({
    db,
    mailer: app.mailer,
    media: options.stores.media,
    exports,
    siteName: app.site.name,
    log: (err, message) => app.log.error({ err }, message),
  });
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());

  registerMemberEndpoint(app, getDataExport, async ({ memberId }) => {
    const latest = await latestExportOf(db, memberId);
    if (!latest || isExpired(latest)) return { export: null };
    return { export: toDataExport(latest) };
  });

  registerMemberEndpoint(app, postDataExport, async ({ request, memberId }) => {
    const latest = await latestExportOf(db, memberId);
    if (latest && (latest.status === 'queued' || latest.status === 'running')) throw exportRunning();
    if (latest && latest.status !== 'failed' && Date.now() - new Date(latest.created_at).getTime() < EXPORT_EVERY_MS)
      throw exportTooSoon();
    const row = await queueExport(db, memberId, app.mailLinkBase(request));
    if (!row) throw exportRunning();
    runner.kick();
    return { export: toDataExport(row) };
  });

  // The zip itself is a file, not a JSON answer, so it is a plain route; it checks what registerEndpoint would.
  app.route({
    method: 'GET',
    url: getDataExportFile.path,
    constraints: { fixedQuery: fixedQueryValue(getDataExportFile.fixedQuery!) },
    handler: async (request, reply) => {
      if (request.auth.state !== 'active') throw request.auth.state === 'expired' ? sessionExpired() : notLoggedIn();
      const memberId = request.auth.session.memberId;
      let id: number;
      try {
        ({ id } = create({ id: (request.query as Record<string, string>).id }, getDataExportFile.query!));
      } catch (err) {
        if (err instanceof StructError) throw structToApiError(err, 'query');
        throw err;
      }
      const row = await readyExportOf(db, id, memberId);
      if (!row || !row.file_name || isExpired(row)) throw notFound('This download');
      const zip = await exports.open(exportKeyOf(row.file_name));
      if (!zip) throw notFound('This download');
      const day = new Date(row.created_at).toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/zip')
        .header('content-length', String(zip.size))
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .send(zip.body);
    },
  });
}

const isExpired = (row: ExportRow) => row.expires_at !== null && new Date(row.expires_at) <= new Date();

function toDataExport(row: ExportRow): DataExport {
  const created = new Date(row.created_at);
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    created_at: created.toISOString(),
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    next_allowed_at: row.status === 'failed' ? null : new Date(created.getTime() + EXPORT_EVERY_MS).toISOString(),
  };
}
