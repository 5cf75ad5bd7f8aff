import { registerNamespace, useNamespace, withEnglishBundled } from '@dating/i18n';
import en from './locales/en.json';

/** The landers remote ships its own messages, so marketing can change text without a host release. */
export const loadLandersMessages = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /en\.json$/ */ `./locales/${lng}.json`),
);

// At module evaluation, not in render: a newer version of this remote registers its own loader when it runs.
void registerNamespace('landers', loadLandersMessages);

/** Suspends until the landers messages are loaded in the current language (the host renders a Suspense fallback). */
export const useLandersMessages = () => useNamespace('landers', loadLandersMessages);
