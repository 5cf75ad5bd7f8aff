import type { Language } from './languages';
import type { CommonMessages } from './resources';
import de from './locales/de/common.json';
import en from './locales/en/common.json';
import es from './locales/es/common.json';
import fr from './locales/fr/common.json';
import it from './locales/it/common.json';
import nl from './locales/nl/common.json';
import pl from './locales/pl/common.json';

/**
 * Every language's `common` messages at once, for code that needs them together (the server's error texts in
 * tests, the locale checks). Not exported from the package's entry: a page loads only its own language.
 */
export const COMMON_MESSAGES: Readonly<Record<Language, CommonMessages>> = { en, nl, de, it, fr, es, pl };
