import { useNamespace } from '@dating/i18n';

/** The profile remote ships its own messages, so a new version can add text without a host release. */
export const loadProfileMessages = (lng: string) => import(`./locales/${lng}.json`);

/** Suspends until the profile messages are loaded in the current language (the host renders a Suspense fallback). */
export const useProfileMessages = () => useNamespace('profile', loadProfileMessages);
