import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than its headers and time cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Pages, API answers and scripts travel compressed (br, else gzip) when the browser accepts it and they are
 * over 1 KB: the shell's HTML and JSON such as regions.php shrink to under a third. What counts is the plugin's
 * own list of compressible types: text (but not an event stream, whose events must leave at once), JSON, XML,
 * scripts, SVG; photos and zips are compressed already and go as they are. The build's files come with .br and
 * .gz copies made once (@fastify/static's preCompressed), which are sent as they are. Brotli runs at the
 * plugin's quality 4, about as fast as gzip; the highest quality is for files made at build time.
 *
 * No answer compressed here carries a secret beside text an attacker chose (BREACH): sessions live in
 * httpOnly cookies, never in a body, and the ops pages' form tokens only go to a SameSite=Strict session.
 *
 * Registered before the routes: it hooks each route as it is declared. Requests are not decompressed: body
 * sizes are capped before parsing (docs/architecture.md, Security rules), and a zip would pass that cap packed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    globalDecompression: false,
  });
}
