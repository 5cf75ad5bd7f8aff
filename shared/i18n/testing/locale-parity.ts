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
