import { registerNamespace, useNamespace, withEnglishBundled } from '@dating/i18n';
import en from './locales/en.json';

/** The signup remote ships its own messages, so a new version can add text without a host release. */
export const loadSignupMessages = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /en\.json$/ */ `./locales/${lng}.json`),
);

// At module evaluation, not in render: a newer version of this remote re-registers with its own loader.
void registerNamespace('signup', loadSignupMessages);

/** Suspends until the signup messages are loaded in the current language (the host renders a Suspense fallback). */
export const useSignupMessages = () => useNamespace('signup', loadSignupMessages);
