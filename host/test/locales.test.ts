import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@dating/i18n';

type Messages = { [key: string]: string | Messages };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** key → text, plural forms folded onto their base key */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path.replace(PLURAL, ''), value);
    else for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

const load = (lng: string) =>
  flatten(JSON.parse(readFileSync(join(__dirname, '../src/locales', `${lng}.json`), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('host messages', () => {
  const en = load('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key, with the same placeholders, and nothing else',
    (lng) => {
      const other = load(lng);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en)
        expect([key, placeholders(other.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    },
  );

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lng) => {
    const other = load(lng);
    const copied = [...en].filter(([key, text]) => other.get(key) === text && text.split(' ').length > 2);
    expect(copied).toEqual([]);
  });
});
