import type { Resource } from 'i18next';
import type { Language } from './languages';
import de from './locales/de/common.json';
import en from './locales/en/common.json';
import es from './locales/es/common.json';
import fr from './locales/fr/common.json';
import it from './locales/it/common.json';
import nl from './locales/nl/common.json';
import pl from './locales/pl/common.json';

export const COMMON_NAMESPACE = 'common';

/**
 * The `common` namespace of every language, bundled: it is small, every page needs it on its
 * first paint, and having it in the bundle means it never suspends.
 */
export const COMMON_MESSAGES: Readonly<Record<Language, typeof en>> = { en, nl, de, it, fr, es, pl };

/** A fresh copy per instance: i18next writes into the resources it is given. */
export function bundledResources(): Resource {
  return Object.fromEntries(
    Object.entries(COMMON_MESSAGES).map(([lng, messages]) => [
      lng,
      { [COMMON_NAMESPACE]: JSON.parse(JSON.stringify(messages)) },
    ]),
  );
}
