/**
 * One way of saying 'you' per language across the UI (every part's locale files), the legal pages (shared/legal's
 * texts) and the server's mails and pages (server/src/i18n's texts): most of each language's texts use it, the others
 * were converted. Dutch: je/jij/jouw, never u/uw. German: du/dein, never Sie/Ihr/Ihnen (a capitalised 'Sie' or 'Ihr'
 * opening a sentence can be 'she/they' or 'you all' and is left alone). French: vous/votre (most of the UI), never
 * tu/toi/ton/ta/tes. Spanish: tú, never usted. Italian: tu, never Lei.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeFiles, ROOT } from './locale-files';

function strings(value: unknown, key: string): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  }
  return [];
}

// Texts another register is right in, with the reason. file:key
const ALLOWED: Record<string, string> = {
  // a message one member suggests to write to another: members say tu to each other
  'remotes/landers/src/locales/fr.json:message.suggestion': 'member to member',
};

const OTHER_REGISTER: Record<string, RegExp> = {
  nl: /\b(u|uw|U|Uw)\b/,
  // not at a sentence start: there 'Sie' and 'Ihr' may be 'she/they' and 'you all'
  de: /(?<![.!?:]\s|^)\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/,
  // letters, not \b: 'êtes' and 'coûte' end in 'tes' and 'te' after a letter \b does not know
  fr: /(?<!\p{L})(tu|toi|ton|ta|tes|te|t['’])(?!\p{L})|(?<!\p{L})t['’]/iu,
  es: /\b(usted|ustedes)\b/i,
  it: /(?<![.!?]\s|^)\b(Lei|Suo|Sua|Suoi|Sue)\b/,
};

describe.each(Object.keys(OTHER_REGISTER))('the UI in %s', (lng) => {
  it('says you in one register', () => {
    const mixed = localeFiles(lng).flatMap((file) =>
      strings(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), '')
        .filter(({ key, text }) => !ALLOWED[`${file}:${key}`] && OTHER_REGISTER[lng].test(text))
        .map(({ key, text }) => `${file}:${key}: ${text}`),
    );
    expect(mixed).toEqual([]);
  });
});
