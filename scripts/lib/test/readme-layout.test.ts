import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * README.md's layout table is the map of the tree: every top-level folder has a row, and every folder a row names
 * exists. A folder added, moved or removed without its row fails here.
 */
const ROOT = path.resolve(__dirname, '../../..');

/** The folders each row's first cell names (`shared/i18n`, `` `remotes/<name>/` ``), as written. */
export function layoutFolders(readme: string): string[] {
  const section = /^## Layout\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\/$/, '')));
}

/** The top-level folders of the tree (tracked, or new and not ignored), hidden ones aside. */
function topLevelFolders(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const folders = listed.split('\0').flatMap((file) => (file.includes('/') ? [file.split('/')[0]] : []));
  return [...new Set(folders)].filter((folder) => !folder.startsWith('.')).sort();
}

describe("README.md's layout table", () => {
  const named = layoutFolders(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));

  it('reads the folders of the rows', () => {
    const readme = [
      '## Layout',
      '| folder | what lives there |',
      '|---|---|',
      '| `docs/` | the documents |',
      '| `shared/i18n`, `shared/ui` | i18next, components (`Button`) |',
      '## Environment',
      '| `NOT_A_FOLDER` | no |',
    ].join('\n');
    expect(layoutFolders(readme)).toEqual(['docs', 'shared/i18n', 'shared/ui']);
  });

  it('has a row for every top-level folder', () => {
    const tops = new Set(named.map((folder) => folder.split('/')[0]));
    expect(topLevelFolders().filter((folder) => !tops.has(folder))).toEqual([]);
  });

  it('names only folders that exist', () => {
    const missing = named
      .filter((folder) => !folder.includes('<'))
      .filter((folder) => !existsSync(path.join(ROOT, folder)));
    expect(missing).toEqual([]);
  });
});
