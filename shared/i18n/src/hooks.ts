import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { Language } from './languages';
import { hasLoader, registerNamespaceOn, type NamespaceLoader } from './namespaces';
import { currentLanguage, i18n as sharedI18n } from './setup';

/** The instance components talk to: an I18nextProvider's, else react-i18next's, else the page's. */
export function useI18nInstance(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n() ?? sharedI18n;
}

export interface UseNamespaceOptions {
  /** Suspend until loaded (default). With false, check `ready` before rendering text. */
  suspense?: boolean;
}

/**
 * Registers a namespace (first call only; the loader may be an inline arrow) and returns
 * useTranslation's `{ t, i18n, ready }` for it. By default it suspends until the current language
 * and the English fallback are loaded, so put a <Suspense> boundary above; raw keys never render.
 */
export function useNamespace(ns: string, loader: NamespaceLoader, { suspense = true }: UseNamespaceOptions = {}) {
  const instance = useI18nInstance();
  // During render on purpose: the load has to be under way before useTranslation decides to suspend.
  if (!hasLoader(instance, ns)) void registerNamespaceOn(instance, ns, loader);
  return useTranslation(ns, { i18n: instance, useSuspense: suspense });
}

/** The current product language; re-renders when it changes. */
export function useLanguage(): Language {
  const instance = useI18nInstance();
  useTranslation(undefined, { i18n: instance }); // subscribes to languageChanged
  return currentLanguage(instance);
}
