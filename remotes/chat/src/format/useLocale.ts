import { toLocaleCode, useLanguage } from '@dating/i18n';

/** The page's locale code (en-US, nl-NL, ...) for Intl formatting, following language changes. */
export const useLocale = () => toLocaleCode(useLanguage());
