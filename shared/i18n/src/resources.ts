import type { Resource } from 'i18next';
import en from './locales/en/common.json';
import { withEnglishBundled } from './namespaces';

export const COMMON_NAMESPACE = 'common';

/** The `common` messages, as every language's file has them (locales.test.ts holds the others to this shape). */
export type CommonMessages = typeof en;

/**
 * English `common` is bundled: it is every language's fallback, so a page always has words for its first
 * paint, and an English visitor (the default) asks for no file at all. The other languages are a file each,
 * loaded when a page is in that language; bundling all seven put ~12 KB gzipped on every first render.
 */
export const loadCommonMessages = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /[\\/]en[\\/]/ */ `./locales/${lng}/common.json`),
);

/** A fresh copy per instance: i18next writes into the resources it is given. */
export function bundledResources(): Resource {
  return { en: { [COMMON_NAMESPACE]: JSON.parse(JSON.stringify(en)) } };
}
