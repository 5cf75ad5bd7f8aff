import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../src/languages';

/** Every key path, arrays counted by length so list texts (the legal modals) stay the same size. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function texts(value: unknown, prefix = ''): [string, string][] {
  return value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, String(value)]];
}

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

/**
 * The checks every message folder of the site must pass (`<dir>/<lng>.json`): a file per site language,
 * exactly the English keys, nothing left empty, and every {{placeholder}} kept.
 */
export function describeLocaleParity(name: string, dir: string): void {
  const load = (lng: string) => JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')) as Record<string, unknown>;
  describe(`${name} locales`, () => {
    const en = keys(load('en')).sort();
    it('exist for every site language', () => {
      expect(
        readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.replace('.json', ''))
          .sort(),
      ).toEqual([...LANGUAGES].sort());
    });
    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys, all filled', (lng) => {
      const messages = load(lng);
      expect(keys(messages).sort()).toEqual(en);
      expect(JSON.stringify(messages)).not.toMatch(/"\s*"/);
    });
    it.each(LANGUAGES)('%s keeps every interpolation placeholder', (lng) => {
      const translated = new Map(texts(load(lng)));
      for (const [key, text] of texts(load('en')))
        expect([key, placeholders(translated.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    });
  });
}

type Messages = { [key: string]: string | Messages };
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Whole counts enough to meet every plural form the site languages have (Polish many from 5, 1 000 000). */
const COUNTS = [...Array.from({ length: 10_001 }, (_, n) => n), 1_000_000];

function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

const namedPlaceholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The plural forms a language uses for whole counts: en one/other, pl one/few/many. */
const pluralFormsOf = (lng: string) => {
  const rules = new Intl.PluralRules(lng);
  return [...new Set(COUNTS.map((n) => rules.select(n)))].sort();
};

export interface PluralLocaleParityOptions {
  /** The folder holds `<lng>/<namespace>.json` (shared/i18n's layout) instead of `<lng>.json`. */
  namespace?: string;
  /**
   * The i18next contexts a text may have (`<key>_<context>`, before any plural suffix), such as a member's gender:
   * a language may give a text context variants English does not need; each such text has all of them.
   */
  contexts?: readonly string[];
}

/**
 * The checks of describeLocaleParity (same keys, nothing empty, every placeholder kept) for a message folder
 * with plurals, where keys differ by language: each language has the plural forms of its own grammar (Polish
 * one, few and many; French one, many and other), so keys are compared with those forms folded onto their base
 * key, and each base key must have every form Intl.PluralRules picks in that language for a whole count. Longer
 * texts must also differ from English, so a copied English text is not taken for a translation.
 */
export function describePluralLocaleParity(name: string, dir: string, options: PluralLocaleParityOptions = {}): void {
  const file = (lng: string) =>
    options.namespace ? join(dir, lng, `${options.namespace}.json`) : join(dir, `${lng}.json`);
  const load = (lng: string) => flatten(JSON.parse(readFileSync(file(lng), 'utf8')) as Messages);
  const contexts = options.contexts ?? [];
  const CONTEXT = contexts.length ? new RegExp(`_(${contexts.join('|')})$`) : /$^/;
  const base = (key: string) => key.replace(PLURAL, '').replace(CONTEXT, '');
  const folded = (lng: string) => new Map(load(lng).map(([key, text]) => [base(key), text]));

  describe(`${name} locales`, () => {
    const en = folded('en');
    const pluralBases = [
      ...new Set(
        load('en')
          .filter(([key]) => PLURAL.test(key))
          .map(([key]) => key.replace(PLURAL, '')),
      ),
    ];

    it.each(LANGUAGES.filter((l) => l !== 'en'))(
      '%s has every English key, with the same placeholders, and nothing else',
      (lng) => {
        const other = folded(lng);
        expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
        for (const [key, text] of load(lng)) {
          expect([key, text.trim()]).not.toEqual([key, '']);
          expect([key, namedPlaceholders(text)]).toEqual([key, namedPlaceholders(en.get(base(key)) ?? '')]);
        }
      },
    );

    it.each([...LANGUAGES])('%s has each plural form its grammar uses', (lng) => {
      const keys = new Set(load(lng).map(([key]) => key));
      const forms = pluralFormsOf(lng);
      for (const base of pluralBases)
        expect([base, forms.filter((form) => !keys.has(`${base}_${form}`))]).toEqual([base, []]);
    });

    if (contexts.length)
      it.each([...LANGUAGES])('%s gives a text with a context every context and the text without one', (lng) => {
        const keys = new Set(load(lng).map(([key]) => key));
        const withContext = [...keys].filter((key) => CONTEXT.test(key)).map((key) => key.replace(CONTEXT, ''));
        for (const key of new Set(withContext))
          expect([key, [key, ...contexts.map((context) => `${key}_${context}`)].filter((k) => !keys.has(k))]).toEqual([
            key,
            [],
          ]);
      });

    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lng) => {
      const other = folded(lng);
      const copied = [...en].filter(([key, text]) => other.get(key) === text && text.split(' ').length > 2);
      expect(copied).toEqual([]);
    });
  });
}
