import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

/** The locale files of one language that the pages' i18next instance reads (host, remotes, shared/i18n, shared/ui). */
export function uiLocaleFiles(lng: string): string[] {
  const remotes = readdirSync(join(ROOT, 'remotes')).map((name) => join('remotes', name, 'src', 'locales'));
  return [
    join('host', 'src', 'locales', `${lng}.json`),
    ...remotes.map((dir) => join(dir, `${lng}.json`)),
    join('shared', 'i18n', 'src', 'locales', lng, 'common.json'),
    join('shared', 'ui', 'src', 'locales', `${lng}.json`),
  ].filter((file) => existsSync(join(ROOT, file)));
}

/** Those, and the language's legal pages and the server's texts (mails, notices, pages). */
export function localeFiles(lng: string): string[] {
  const legal = join('shared', 'legal', 'src', 'texts', lng);
  const server = join('server', 'src', 'i18n', 'locales', lng);
  return [
    ...uiLocaleFiles(lng),
    ...readdirSync(join(ROOT, legal)).map((file) => join(legal, file)),
    ...readdirSync(join(ROOT, server)).map((file) => join(server, file)),
  ].filter((file) => existsSync(join(ROOT, file)));
}
