import { withEnglishBundled, type NamespaceLoader } from '@dating/i18n';
import en from '../locales/en.json';

/** The i18next namespace of this package's own texts (close buttons, region names). */
export const UI_NAMESPACE = 'ui';

/**
 * Loads the `ui` messages of one language. The host registers it at start-up:
 * `registerNamespace(UI_NAMESPACE, uiLocales)`; components also register it on first use.
 */
export const uiLocales: NamespaceLoader = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /en\.json$/ */ `../locales/${lng}.json`),
);
