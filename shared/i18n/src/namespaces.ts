import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';

/** A namespace's messages for one language, as a JSON module (`import()`) or a plain object. */
export type NamespaceBundle = { default: Record<string, unknown> } | Record<string, unknown>;
export type NamespaceLoader = (lng: string) => Promise<NamespaceBundle>;

/**
 * A namespace loader that answers English from the bundle and loads the other languages' files. English is
 * the default language and every page's fallback, so it is needed on every first render: bundled, it costs
 * no request of its own (a file per language is one more round trip before the page can paint).
 */
export function withEnglishBundled(english: NamespaceBundle, others: NamespaceLoader): NamespaceLoader {
  return (lng) => (lng === 'en' ? Promise.resolve(english) : others(lng));
}

/**
 * The loaders live on the instance under a global symbol, not in this module: when two copies of
 * this package end up on a page (a remote that did not get the shared singleton), both must see
 * the same registry, as they see the same instance.
 */
const LOADERS = Symbol.for('@dating/i18n/namespace-loaders');
type WithLoaders = I18n & { [LOADERS]?: Map<string, NamespaceLoader> };

export function namespaceLoaders(instance: I18n): Map<string, NamespaceLoader> {
  const holder = instance as WithLoaders;
  holder[LOADERS] ??= new Map();
  return holder[LOADERS];
}

/**
 * An i18next backend that reads each namespace through the loader registered for it. Being the
 * backend, it is what `changeLanguage` waits for: the new language of every registered namespace
 * is loaded before `languageChanged` fires, so no component renders raw keys in between.
 */
export function registryBackend(instance: () => I18n): BackendModule {
  const read = async (lng: string, ns: string): Promise<ResourceKey> => {
    const loader = namespaceLoaders(instance()).get(ns);
    if (!loader) throw new Error(`i18n namespace "${ns}" has no loader; call registerNamespace first`);
    const bundle = await loader(lng);
    return ('default' in bundle && isRecord(bundle.default) ? bundle.default : bundle) as ResourceKey;
  };
  return { ...resourcesToBackend(read), callbackApi: true };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Registers the loader of a namespace on an instance and loads the namespace for the current
 * language and its fallback; later language changes load it too, before they complete.
 * Another loader for a registered namespace (a new version of the remote) replaces the old one
 * and reloads the loaded languages; the same loader only waits until the namespace is loaded.
 */
export function registerNamespaceOn(instance: I18n, ns: string, loader: NamespaceLoader): Promise<void> {
  const loaders = namespaceLoaders(instance);
  const previous = loaders.get(ns);
  loaders.set(ns, loader);
  addToNamespaces(instance, ns);
  const languages = loadedLanguages(instance);
  // A changed loader means new files: reload every language. A first registration only needs
  // what is missing; `reloadResources` also clears a failed attempt made before the loader existed.
  const toLoad =
    previous && previous !== loader ? languages : languages.filter((l) => !instance.hasResourceBundle(l, ns));
  if (previous === loader || toLoad.length === 0) return instance.loadNamespaces(ns);
  return instance.reloadResources(toLoad, [ns]);
}

export function hasLoader(instance: I18n, ns: string): boolean {
  return namespaceLoaders(instance).has(ns);
}

function addToNamespaces(instance: I18n, ns: string): void {
  const current = instance.options.ns;
  const list = current === undefined ? [] : typeof current === 'string' ? [current] : [...current];
  if (!list.includes(ns)) instance.options.ns = [...list, ns];
}

/** The current language and its fallbacks, e.g. ['nl', 'en']. */
function loadedLanguages(instance: I18n): string[] {
  return [...(instance.languages ?? [])].filter((l) => l !== 'cimode');
}
