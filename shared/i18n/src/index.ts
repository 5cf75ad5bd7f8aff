export {
  DEFAULT_LANGUAGE,
  fromLocaleCode,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGES,
  nativeName,
  toGifCode,
  toLocaleCode,
  type Language,
  type LanguageInfo,
} from './languages';
export {
  clearLocaleCookie,
  LOCALE_COOKIE,
  LOCALE_COOKIE_ATTRIBUTES,
  readLocaleCookie,
  writeLocaleCookie,
} from './locale-cookie';
export {
  browserSources,
  detect,
  detectLanguage,
  LANGUAGE_QUERY_PARAM,
  type Detection,
  type DetectionSource,
  type DetectionSources,
} from './detect';
export { COMMON_NAMESPACE, type CommonMessages } from './resources';
export { withEnglishBundled, type NamespaceBundle, type NamespaceLoader } from './namespaces';
export { applyDocumentLanguage } from './document-language';
export {
  createI18n,
  currentLanguage,
  i18n,
  isNamespaceRegistered,
  registerNamespace,
  setLanguage,
  type CreateI18nOptions,
} from './setup';
export { useI18nInstance, useLanguage, useNamespace, type UseNamespaceOptions } from './hooks';
export {
  loadProfileFieldMessages,
  PROFILE_FIELDS_NAMESPACE,
  useProfileFieldMessages,
  type ProfileFieldMessages,
} from './profile-field-messages';
export { INTERESTS_NAMESPACE, loadInterestNames, useInterestNames } from './interest-names';
export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
export { I18nextProvider, useTranslation } from 'react-i18next';
export { countryName, countryOptions, languageName } from './display-names';
export { errorText } from './error-text';
