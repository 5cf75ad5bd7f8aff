import { registerNamespace } from '@dating/i18n';
import { uiLocales } from '@dating/ui';

/** The shell's own messages, one lazily loaded file per language. */
export const loadHostMessages = (lng: string) => import(`../locales/${lng}.json`);

/**
 * Registers the `host` and `ui` namespaces and resolves once the current language (and the English
 * fallback) of both are loaded, so the first render never shows a raw key.
 */
export function registerHostNamespaces(): Promise<unknown> {
  return Promise.all([registerNamespace('host', loadHostMessages), registerNamespace('ui', uiLocales)]);
}
