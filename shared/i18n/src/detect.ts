import { DEFAULT_LANGUAGE, fromLocaleCode, type Language } from './languages';
import { readLocaleCookie } from './locale-cookie';

/** Where a language can come from, in order of precedence. Injectable for tests and non-browser callers. */
export interface DetectionSources {
  /** location.search, e.g. '?lang=nl' */
  search?: string;
  /** value of the locale cookie */
  cookie?: string;
  /** navigator.languages, most preferred first */
  navigatorLanguages?: readonly string[];
}

export type DetectionSource = 'query' | 'cookie' | 'navigator' | 'default';

export interface Detection {
  language: Language;
  source: DetectionSource;
}

export const LANGUAGE_QUERY_PARAM = 'lang';

/** Detection order: `?lang=`, the locale cookie, navigator.languages, then English. */
export function detect(sources: DetectionSources = browserSources()): Detection {
  const fromQuery = fromLocaleCode(new URLSearchParams(sources.search ?? '').get(LANGUAGE_QUERY_PARAM));
  if (fromQuery) return { language: fromQuery, source: 'query' };

  const fromCookie = fromLocaleCode(sources.cookie);
  if (fromCookie) return { language: fromCookie, source: 'cookie' };

  for (const tag of sources.navigatorLanguages ?? []) {
    const fromNavigator = fromLocaleCode(tag);
    if (fromNavigator) return { language: fromNavigator, source: 'navigator' };
  }
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

export function detectLanguage(sources?: DetectionSources): Language {
  return detect(sources).language;
}

/** The sources of the current page; empty outside a browser, which makes detection answer the default. */
export function browserSources(): DetectionSources {
  const hasWindow = typeof window !== 'undefined';
  const hasNavigator = typeof navigator !== 'undefined';
  return {
    search: hasWindow ? window.location.search : undefined,
    cookie: typeof document !== 'undefined' ? readLocaleCookie() : undefined,
    navigatorLanguages: hasNavigator
      ? navigator.languages?.length
        ? navigator.languages
        : [navigator.language]
      : undefined,
  };
}
