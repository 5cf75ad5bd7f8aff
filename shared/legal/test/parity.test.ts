import { existsSync } from 'node:fs';
import { LANGUAGES } from '@dating/config';
import { STATIC_PAGES } from '@dating/routes';
import { PLACEHOLDERS, PLACEHOLDER_PATTERN } from '../src/fill';
import { LINKED_PATHS, barePaths, pathWords } from '../src/links';
import { LEGAL_DOCS, type Block, type LegalDocument } from '../src/types';
import { documentStrings, readText, shownPath, textPath } from './texts';

const COOKIES = [
  'sid',
  'csrf',
  'locale',
  'mf_bucket',
  'tracking',
  'payment-country',
  'last-opened-chat',
  'skipped-site-entry-warning',
];

const english = Object.fromEntries(LEGAL_DOCS.map((doc) => [doc, readText('en', doc)]));

function isBlock(block: unknown): block is Block {
  if (typeof block === 'string') return true;
  if (typeof block !== 'object' || block === null) return false;
  if ('list' in block) return Array.isArray(block.list) && block.list.every((item) => typeof item === 'string');
  if (!('table' in block) || typeof block.table !== 'object' || block.table === null) return false;
  const { head, rows } = block.table as { head?: unknown; rows?: unknown };
  return (
    Array.isArray(head) &&
    Array.isArray(rows) &&
    rows.every((row) => Array.isArray(row) && row.length === head.length && row.every((c) => typeof c === 'string'))
  );
}

it('has one document per static page', () => {
  expect([...LEGAL_DOCS]).toEqual([...STATIC_PAGES]);
});

describe.each([...LANGUAGES])('texts in %s', (lng) => {
  // A missing file fails here, once, by name; the checks below run on the files that are there.
  const present = LEGAL_DOCS.filter((doc) => existsSync(textPath(lng, doc)));

  it('has a file for every document', () => {
    const missing = LEGAL_DOCS.filter((doc) => !present.includes(doc)).map((doc) => shownPath(textPath(lng, doc)));
    expect(missing).toEqual([]);
  });

  for (const doc of present)
    describe(doc, () => {
      let text: LegalDocument;
      beforeAll(() => {
        text = readText(lng, doc);
      });

      it('has the shape of a LegalDocument', () => {
        expect(typeof text.title).toBe('string');
        expect(typeof text.description).toBe('string');
        expect(text.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Array.isArray(text.sections)).toBe(true);
        const badBlocks = text.sections.flatMap((s) =>
          Array.isArray(s.blocks) && s.blocks.length > 0 ? s.blocks.filter((b) => !isBlock(b)) : [`${s.id}: no blocks`],
        );
        expect(badBlocks).toEqual([]);
      });

      it('has the English section ids, in the same order', () => {
        expect(text.sections.map((s) => s.id)).toEqual(english[doc].sections.map((s) => s.id));
      });

      it('has a description of at most 160 characters', () => {
        expect(text.description.length).toBeLessThanOrEqual(160);
      });

      it('has no empty strings', () => {
        const empty = documentStrings(text).filter(({ text: t }) => t.trim() === '');
        expect(empty.map(({ where }) => where)).toEqual([]);
      });

      it('uses only known placeholders, and no markup', () => {
        const faults = documentStrings(text).flatMap(({ where, text: t }) => {
          const unknown = [...t.matchAll(PLACEHOLDER_PATTERN)]
            .map((m) => m[1])
            .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
          const leftover = t.replace(PLACEHOLDER_PATTERN, '');
          const broken = /\{\{|\}\}/.test(leftover) ? ['unbalanced {{ }}'] : [];
          // the one markup allowed is a link, [words](/path)
          const markup = /<\/?[a-z][^>]*>|\*\*|\]\((?!\/)/i.test(t) ? ['HTML or Markdown'] : [];
          return [...unknown, ...broken, ...markup].map((fault) => `${where}: ${fault}`);
        });
        expect(faults).toEqual([]);
      });

      it('names only site paths that become links', () => {
        const unknown = documentStrings(text).flatMap(({ where, text: t }) =>
          pathWords(t)
            .filter((path) => !LINKED_PATHS.includes(path))
            .map((path) => `${where}: ${path}`),
        );
        expect(unknown).toEqual([]);
      });

      it('writes every site path as a link with words, [words](/path): the reader never sees a raw path', () => {
        const bare = documentStrings(text).flatMap(({ where, text: t }) => barePaths(t).map((p) => `${where}: ${p}`));
        expect(bare).toEqual([]);
      });

      it(doc === 'cookies' ? 'lists exactly the cookies the site sets' : 'has no table', () => {
        const tables = text.sections.flatMap((s) =>
          s.blocks.filter((b) => typeof b === 'object' && 'table' in b).map((b) => ({ id: s.id, block: b })),
        );
        if (doc !== 'cookies') {
          expect(tables).toEqual([]);
          return;
        }
        expect(tables.map((t) => t.id)).toEqual(['list']);
        const { table } = tables[0].block as Extract<Block, { table: unknown }>;
        expect(table.head).toHaveLength(4);
        expect(table.rows.map((row) => row[0]).sort()).toEqual([...COOKIES].sort());
      });
    });
});
