import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import { detect } from './detect';
import { addIntegerFormat } from './integer-format';
import { applyDocumentLanguage } from './document-language';
import { DEFAULT_LANGUAGE, fromLocaleCode, isLanguage, LANGUAGES, type Language } from './languages';
import { writeLocaleCookie } from './locale-cookie';
import { hasLoader, namespaceLoaders, registerNamespaceOn, registryBackend, type NamespaceLoader } from './namespaces';
import { bundledResources, COMMON_NAMESPACE, loadCommonMessages } from './resources';

export interface CreateI18nOptions {
  /** Start language; detected from the page (query, cookie, browser) when left out. */
  lng?: Language;
  /** Extra bundles, merged over the bundled `common` messages (per language and namespace). */
  resources?: Resource;
}

/**
 * A new, initialised i18next instance, wired to react-i18next (it becomes the instance that
 * `useTranslation` uses when no I18nextProvider says otherwise). Init is synchronous: English `common`
 * is bundled; another language's `common`, and every other namespace, arrive through their loaders
 * (components suspend until then).
 */
export function createI18n({ lng, resources }: CreateI18nOptions = {}): I18n {
  const instance = createInstance();
  namespaceLoaders(instance).set(COMMON_NAMESPACE, loadCommonMessages);
  instance.use(registryBackend(() => instance)).use(initReactI18next);
  instance.on('languageChanged', (changed: string) => applyDocumentLanguage(changed, instance));
  const start = lng ?? detect().language;
  void instance.init({
    lng: start,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: mergeResources(bundledResources(), resources),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // No re-render when messages are added to the store: a component whose namespace is missing suspends until
    // it arrives, and react-i18next's store binding would re-render, synchronously, every component on the page
    // each time any remote's messages came in (a 270-350 ms task at Lighthouse's 4x when a remote loads).
    react: { useSuspense: true, bindI18n: 'languageChanged', bindI18nStore: '' },
  });
  addIntegerFormat(instance);
  // i18next announces the start language only once its files are loaded; the page is in it from the start
  applyDocumentLanguage(start, instance);
  return instance;
}

function mergeResources(base: Resource, extra: Resource | undefined): Resource {
  const merged: Resource = { ...base };
  for (const [lng, namespaces] of Object.entries(extra ?? {})) {
    merged[lng] = { ...merged[lng] };
    for (const [ns, messages] of Object.entries(namespaces)) {
      const current = merged[lng][ns];
      merged[lng][ns] = isObject(current) && isObject(messages) ? { ...current, ...messages } : messages;
    }
  }
  return merged;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Module Federation shares this package as a singleton, but a remote that misses the share scope
 * gets its own copy of the module. The instance on globalThis makes that copy reuse the page's
 * instance instead of creating a second one with another language.
 */
const INSTANCE = Symbol.for('@dating/i18n/instance');

function sharedInstance(): I18n {
  const holder = globalThis as { [INSTANCE]?: I18n };
  const existing = holder[INSTANCE];
  if (existing) {
    setI18n(existing); // this copy may come with its own react-i18next, which must know the instance too
    return existing;
  }
  const { language, source } = detect();
  // A `?lang=` link sticks: later visits without the parameter keep that language.
  if (source === 'query') writeLocaleCookie(language);
  const created = createI18n({ lng: language });
  holder[INSTANCE] = created;
  return created;
}

/** The page's one instance. */
export const i18n: I18n = sharedInstance();

/** The current product language of an instance. */
export function currentLanguage(instance: I18n = i18n): Language {
  // `language` first: `resolvedLanguage` stays on the English fallback while the language's files load
  return fromLocaleCode(instance.language) ?? fromLocaleCode(instance.resolvedLanguage ?? '') ?? DEFAULT_LANGUAGE;
}

/**
 * Switches the language: loads every registered namespace in it first (so nothing renders keys),
 * then remembers it in the locale cookie and sets `<html lang dir>`.
 */
export async function setLanguage(lng: Language, instance: I18n = i18n): Promise<void> {
  if (!isLanguage(lng)) throw new TypeError(`Unsupported language: ${String(lng)}`);
  await instance.changeLanguage(lng);
  writeLocaleCookie(lng);
  applyDocumentLanguage(lng, instance);
}

/**
 * Registers a namespace's bundles, loaded lazily per language. Call it once at module level of
 * a remote (or the host): registerNamespace('chat', (lng) => import(`./locales/${lng}.json`)).
 * Resolves when the current language and the English fallback are loaded. Inside components,
 * prefer useNamespace, which also suspends until then.
 */
export function registerNamespace(ns: string, loader: NamespaceLoader, instance: I18n = i18n): Promise<void> {
  return registerNamespaceOn(instance, ns, loader);
}

/** Whether a loader was registered for the namespace. */
export function isNamespaceRegistered(ns: string, instance: I18n = i18n): boolean {
  return hasLoader(instance, ns);
}
