import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dating/config';

/** 'nl', 'nl-NL', 'nl_NL' → 'nl'; anything else → undefined (the browser's own rules, @dating/i18n detect). */
function languageOf(code: string | undefined): Language | undefined {
  const base = code?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
}

/**
 * The language a page is served in, by the browser's own order (@dating/i18n detect): ?lang=, the locale
 * cookie, the Accept-Language list, English. `fromQuery` says whether the URL itself names it (canonical URL).
 */
export function pageLanguage(request: FastifyRequest): { language: Language; fromQuery: boolean } {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = typeof query.lang === 'string' ? languageOf(query.lang) : undefined;
  if (fromQuery) return { language: fromQuery, fromQuery: true };
  const fromCookie = languageOf(request.cookies?.locale);
  if (fromCookie) return { language: fromCookie, fromQuery: false };
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const found = languageOf(part.split(';')[0]);
    if (found) return { language: found, fromQuery: false };
  }
  return { language: DEFAULT_LANGUAGE, fromQuery: false };
}
