import { registerNamespace, useNamespace, withEnglishBundled } from '@dating/i18n';
import en from './locales/en.json';

/** The chat remote ships its own messages, so a new version can add text without a host release. */
export const loadChatMessages = withEnglishBundled(
  en,
  (lng) => import(/* webpackExclude: /en\.json$/ */ `./locales/${lng}.json`),
);

// At module evaluation, not in render: a newer version of this remote registers its own loader when it runs.
void registerNamespace('chat', loadChatMessages);

/** Suspends until the chat messages are loaded in the current language (the host renders a Suspense fallback). */
export const useChatMessagesText = () => useNamespace('chat', loadChatMessages);
