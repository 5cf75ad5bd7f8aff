/**
 * @database-independent
 * Its subject is which packages the server's sources import: the PGlite run leaves it to PostgreSQL's, when there is
 * one (test/skip-database-independent.js).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SERVER = join(__dirname, '..');
const SOURCES = join(SERVER, 'src');

/** An import, export-from, dynamic import or require of @dating/deploy or a file inside it. */
const DEPLOY_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]@dating\/deploy(?:\/[^'"]*)?['"]/;

const sourceFiles = (): string[] =>
  readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file))
    .map((file) => join(SOURCES, file));

/**
 * The server shares the store, the pointer and the operations on published versions with the deploy tool through
 * @dating/release-store; the tool itself (building, publishing, the CLI) is no part of the server or its bundle.
 */
describe('the server and the deploy tool', () => {
  it('no file under server/src imports @dating/deploy', () => {
    const importers = sourceFiles()
      .filter((file) => DEPLOY_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SERVER, file));
    expect(importers).toEqual([]);
  });

  it('the server does not depend on @dating/deploy', () => {
    const pkg = JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8')) as Record<string, unknown>;
    const declared = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys((pkg[field] as Record<string, string> | undefined) ?? {}),
    );
    expect(declared).not.toContain('@dating/deploy');
  });

  it.each([
    ["import { promote } from '@dating/deploy';", true],
    ["export { isNotFound } from '@dating/deploy';", true],
    ["import type { OpResult } from '@dating/deploy/src/operations';", true],
    ["const { awsS3 } = require('@dating/deploy');", true],
    ["const ops = await import('@dating/deploy');", true],
    ["import { promote } from '@dating/release-store';", false],
    ['// the deploy tool (@dating/deploy) writes the pointer', false],
  ])('recognises an import in %p: %p', (line, imports) => {
    expect(DEPLOY_IMPORT.test(line)).toBe(imports);
  });
});
