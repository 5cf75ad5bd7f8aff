import type { FastifyRequest } from 'fastify';
import { captureTracking, trafficSource } from '@dating/tracking';

/**
 * The visitor's traffic source as a page URL's query ('?network=…' or '?ref=…', '' for none): the tracking data in
 * force as the browser will read it (docs/product.md §3: the URL's, else the kept cookie's). A page drawn at this URL
 * asks for its teasers with the same traffic source as the visitor's browser, so the browser takes the drawn
 * answer as its own. Only the field that decides the source goes along: the other tracking fields differ per click,
 * and each would be a page of its own to draw.
 */
export function trafficSourceSearch(request: FastifyRequest): string {
  const tracking = captureTracking({
    url: request.url,
    storage: null,
    cookie: { get: () => request.headers.cookie ?? '', set: () => undefined },
    now: Date.now(),
  });
  const source = trafficSource(tracking);
  if (!source) return '';
  return `?${new URLSearchParams(tracking?.network ? { network: source } : { ref: source })}`;
}
