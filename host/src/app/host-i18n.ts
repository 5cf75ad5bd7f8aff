import { registerNamespace, withEnglishBundled } from '@dating/i18n';
import { uiLocales } from '@dating/ui';
import en from '../locales/en.json';

/** The shell's own messages: English bundled, a lazily loaded file for each other language. */
export const loadHostMessages = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /en\.json$/ */ `../locales/${lng}.json`),
);

/**
 * Registers the `host` and `ui` namespaces and resolves once the current language (and the English
 * fallback) of both are loaded, so the first render never shows a raw key.
 */
export function registerHostNamespaces(): Promise<unknown> {
  return Promise.all([registerNamespace('host', loadHostMessages), registerNamespace('ui', uiLocales)]);
}
