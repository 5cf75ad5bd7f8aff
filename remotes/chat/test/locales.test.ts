import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@dating/i18n';

/**
 * The chat messages in every site language. Like the other remotes' checks (same keys, nothing empty, every
 * placeholder kept), with plurals: each language has the plural forms of its own grammar (Polish one, few and
 * many; French one, many and other), so keys are compared with those forms folded onto their base key, and each
 * base key must have every form Intl.PluralRules picks in that language for a whole count.
 */
type Messages = { [key: string]: string | Messages };
const PLURAL = /_(zero|one|two|few|many|other)$/;
const DIR = join(__dirname, '../src/locales');

function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

const load = (lng: string) => flatten(JSON.parse(readFileSync(join(DIR, `${lng}.json`), 'utf8')) as Messages);
const folded = (lng: string) => new Map(load(lng).map(([key, text]) => [key.replace(PLURAL, ''), text]));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The plural forms a language uses for whole counts (messages, characters): en one/other, pl one/few/many. */
const COUNTS = [...Array.from({ length: 10_001 }, (_, n) => n), 1_000_000];
const formsOf = (lng: string) => {
  const rules = new Intl.PluralRules(lng);
  return [...new Set(COUNTS.map((n) => rules.select(n)))].sort();
};

describe('chat locales', () => {
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
        expect([key, placeholders(text)]).toEqual([key, placeholders(en.get(key.replace(PLURAL, '')) ?? '')]);
      }
    },
  );

  it.each([...LANGUAGES])('%s has each plural form its grammar uses', (lng) => {
    const keys = new Set(load(lng).map(([key]) => key));
    const forms = formsOf(lng);
    for (const base of pluralBases)
      expect([base, forms.filter((form) => !keys.has(`${base}_${form}`))]).toEqual([base, []]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lng) => {
    const other = folded(lng);
    const copied = [...en].filter(([key, text]) => other.get(key) === text && text.split(' ').length > 2);
    expect(copied).toEqual([]);
  });
});
