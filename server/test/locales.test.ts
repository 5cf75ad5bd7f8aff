/**
 * @database-independent
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@dating/config';
import { describePluralLocaleParity } from '@dating/i18n/testing/locale-parity';
import { SERVER_NAMESPACES } from '../src/i18n/resources';

/** The server's texts pass the checks of every message folder of the site, with the gender of mails as context. */
const LOCALES = join(__dirname, '../src/i18n/locales');

test('every language has a file of each server namespace, and the server loads every file there is', () => {
  expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  for (const language of LANGUAGES)
    expect(readdirSync(join(LOCALES, language)).sort()).toEqual(SERVER_NAMESPACES.map((ns) => `${ns}.json`).sort());
});

for (const namespace of SERVER_NAMESPACES)
  describePluralLocaleParity(`server ${namespace}`, LOCALES, { namespace, contexts: ['male', 'female'] });
