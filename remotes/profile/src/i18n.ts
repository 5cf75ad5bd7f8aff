import { registerNamespace, useNamespace, withEnglishBundled } from '@dating/i18n';
import en from './locales/en.json';

/** The profile remote ships its own messages, so a new version can add text without a host release. */
export const loadProfileMessages = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /en\.json$/ */ `./locales/${lng}.json`),
);

// At module evaluation, not in render: when a newer version of this remote is loaded, its module runs
// again with a new loader, and i18n reloads the namespace from the new version's folder.
void registerNamespace('profile', loadProfileMessages);

/** Suspends until the profile messages are loaded in the current language (the host renders a Suspense fallback). */
export const useProfileMessages = () => useNamespace('profile', loadProfileMessages);
