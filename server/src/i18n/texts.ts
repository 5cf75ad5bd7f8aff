import { DEFAULT_LANGUAGE, LANGUAGES } from '@dating/config';
import { createInstance, type TFunction } from 'i18next';
import { SERVER_NAMESPACES, SERVER_RESOURCES, type ServerNamespace } from './resources';

/**
 * The server's own i18next instance, apart from the browser's (shared/i18n): its texts are loaded once, when the
 * module loads. Values are not escaped by i18next: the mails and pages escape them as HTML themselves, and the
 * plain-text parts of a mail and the push notices must carry them as they are.
 */
const serverTexts = createInstance();
void serverTexts.init({
  resources: SERVER_RESOURCES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: SERVER_NAMESPACES,
  defaultNS: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * The texts of one namespace in a member's language. A language the site does not have is not supported, so it
 * reads as English, with English plural rules.
 */
export function textsIn(language: string, ns: ServerNamespace): TFunction<ServerNamespace> {
  return serverTexts.getFixedT(language, ns);
}
