import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, fromLocaleCode, toLocaleCode } from './languages';

/** Keeps `<html lang dir>` in step with the language, for screen readers, hyphenation and fonts. */
export function applyDocumentLanguage(lng: string, instance: I18n): void {
  if (typeof document === 'undefined') return;
  const language = fromLocaleCode(lng) ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = toLocaleCode(language);
  document.documentElement.dir = instance.dir(language);
}
