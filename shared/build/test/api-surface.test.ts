import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportedNames, importedNames } from '../src/api-surface';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-surface-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const write = (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
};

describe("a package's value exports", () => {
  it('follows its own re-exports and leaves types out', () => {
    write({
      'index.ts': [
        "export * from './a';",
        "export { b, type B } from './b';",
        "export { I18nextProvider } from 'react-i18next';",
        'export const c = 1;',
        'export type C = number;',
        'export interface D { d: 1 }',
      ].join('\n'),
      'a.tsx': 'export function A() { return <div />; }\nexport type AProps = {};\nexport * from "./index";',
      'b.ts': 'export const b = 2; export const notReexported = 3; export type B = 1;',
    });
    expect(exportedNames(join(dir, 'index.ts'))).toEqual(['A', 'I18nextProvider', 'b', 'c']);
  });
});

describe('the names files import from shared packages', () => {
  it('records named imports and re-exports, and marks namespaces and subpaths as every name', () => {
    write({
      'page.tsx': [
        "import { Button, type ButtonProps, Modal as Dialog } from '@dating/ui';",
        "import type { Bus } from '@dating/bus';",
        "import * as i18n from '@dating/i18n';",
        "import { createRoot } from 'react-dom/client';",
        "import { routes } from '@dating/routes';",
        "export { getBus } from '@dating/bus';",
      ].join('\n'),
    });
    const shared = new Set(['@dating/ui', '@dating/bus', '@dating/i18n', 'react-dom']);
    const packageOf = (s: string) => [...shared].find((pkg) => s === pkg || s.startsWith(`${pkg}/`));
    const needed = importedNames([join(dir, 'page.tsx')], packageOf);
    expect(Object.fromEntries([...needed].map(([pkg, names]) => [pkg, [...names].sort()]))).toEqual({
      '@dating/ui': ['Button', 'Modal'],
      '@dating/bus': ['getBus'],
      '@dating/i18n': ['*'],
      'react-dom': ['*'],
    });
  });
});
