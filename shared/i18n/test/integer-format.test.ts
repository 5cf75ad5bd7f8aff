import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n, LANGUAGES, type Language } from '../src';
import { ROOT, uiLocaleFiles } from './locale-files';

function withCount(lng: Language, create = createI18n) {
  return create({ lng, resources: { [lng]: { common: { found: 'Found: {{count, integer}}' } } } });
}

describe('whole numbers in messages', () => {
  it('are written as each language writes them, grouped from 1,000 on', () => {
    for (const lng of LANGUAGES) {
      const i18n = withCount(lng);
      const intl = new Intl.NumberFormat(lng);
      for (const count of [0, 1, 7, 999, 1000, 12345, 1234567]) {
        expect(i18n.t('found', { count })).toBe(`Found: ${intl.format(count)}`);
      }
    }
    expect(withCount('de').t('found', { count: 12345 })).toBe('Found: 12.345');
  });

  it('below 1,000 are written without an Intl.NumberFormat, whose first use loads ICU data on the page', () => {
    const Original = Intl.NumberFormat;
    const made = jest.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => new Original(...args));
    try {
      // a fresh module, as on a page: no formatter made yet
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('../src')>('../src');
        const i18n = withCount('pl', fresh.createI18n);
        expect(i18n.t('found', { count: 300 })).toBe('Found: 300');
        expect(i18n.t('found', { count: -12.6 })).toBe('Found: -13');
        expect(made).not.toHaveBeenCalled();
        expect(i18n.t('found', { count: 30000 })).toBe('Found: 30\u00a0000');
        expect(made).toHaveBeenCalledTimes(1);
      });
    } finally {
      made.mockRestore();
    }
  });

  it("are formatted as integers in the site's messages, never with i18next's number format", () => {
    // the server's texts go through an instance of its own, in Node, where i18next's number format costs a page nothing
    const files = LANGUAGES.flatMap(uiLocaleFiles).map((file) => join(ROOT, file));
    expect(files.length).toBeGreaterThan(7 * 7);
    const numberFormatted = files.filter((file) => /\{\{\s*\w+\s*,\s*number\s*\}\}/.test(readFileSync(file, 'utf8')));
    expect(numberFormatted).toEqual([]);
  });
});
