import { registerNamespace, useNamespace, withEnglishBundled } from '@dating/i18n';
import en from './locales/en.json';

/** The landing kinds' own UI words; the campaign's headline and points come from the content, not from here. */
export const loadLanderKindsMessages = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /en\.json$/ */ `./locales/${lng}.json`),
);

// At module evaluation, not in render: a newer version of this remote registers its own loader when it runs.
void registerNamespace('landerKinds', loadLanderKindsMessages);

/** Suspends until the landerKinds messages are loaded in the current language. */
export const useLanderKindsMessages = () => useNamespace('landerKinds', loadLanderKindsMessages);
