import { registerNamespace, useNamespace, withEnglishBundled } from '@dating/i18n';
import en from './locales/en.json';

/** The likes remote ships its own messages, so a new version can add text without a host release. */
export const loadLikesMessages = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /en\.json$/ */ `./locales/${lng}.json`),
);

// At module evaluation, not in render: a newer version of this remote registers its own loader when it runs.
void registerNamespace('likes', loadLikesMessages);

/** Suspends until the likes messages are loaded in the current language (the host renders a Suspense fallback). */
export const useLikesMessages = () => useNamespace('likes', loadLikesMessages);
