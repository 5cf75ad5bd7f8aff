import type { FastifyRequest } from 'fastify';
import { DEFAULT_COUNTRY, isSupportedCountry } from '../geo/countries';

/**
 * The visitor's country without a GeoIP database: a country header from the CDN or proxy in front of us
 * when there is one (Cloudflare's CF-IPCountry, or X-Country-Code), otherwise the region of the browser's
 * first language ('nl-BE' -> BE). `selected` is the detected country when the site serves it, otherwise
 * the default, so the country picker always starts on a country that exists in it.
 */
export function guessCountry(request: FastifyRequest): { detected: string; selected: string } {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
  const fromHeader = typeof header === 'string' ? header.trim().toUpperCase() : '';
  const detected =
    /^[A-Z]{2}$/.test(fromHeader) && fromHeader !== 'XX'
      ? fromHeader
      : fromAcceptLanguage(request.headers['accept-language']);
  return { detected, selected: isSupportedCountry(detected) ? detected : DEFAULT_COUNTRY };
}

function fromAcceptLanguage(header: string | undefined): string {
  const first = header?.split(',')[0]?.trim() ?? '';
  const m = /^[a-z]{2,3}-([A-Za-z]{2})\b/.exec(first);
  return m ? m[1]!.toUpperCase() : '';
}
