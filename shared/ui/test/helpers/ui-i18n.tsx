import { createI18n, registerNamespace, type Language } from '@dating/i18n';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UI_NAMESPACE, uiLocales } from '../../src/i18n/ui-locales';

/** A fresh i18next instance with the real `ui` messages of a language loaded. */
export async function uiI18n(lng: Language = 'en'): Promise<I18n> {
  const i18n = createI18n({ lng });
  await registerNamespace(UI_NAMESPACE, uiLocales, i18n);
  return i18n;
}

/** A render wrapper giving components that instance. */
export function i18nWrapper(i18n: I18n) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  };
}
