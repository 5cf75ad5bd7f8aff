import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Block, LegalDocName, LegalDocument } from '../src/types';

export const TEXTS_DIR = join(__dirname, '../src/texts');
const REPO_ROOT = join(__dirname, '../../..');

export const textPath = (lng: string, doc: LegalDocName) => join(TEXTS_DIR, lng, `${doc}.json`);
export const shownPath = (path: string) => relative(REPO_ROOT, path);

/** A text file read straight from disk, so that a missing or broken file names itself in the failure. */
export function readText(lng: string, doc: LegalDocName): LegalDocument {
  const path = textPath(lng, doc);
  if (!existsSync(path)) throw new Error(`missing file: ${shownPath(path)}`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LegalDocument;
  } catch (error) {
    throw new Error(`${shownPath(path)} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** Every string of a block, in reading order. */
export function blockStrings(block: Block): string[] {
  if (typeof block === 'string') return [block];
  if ('list' in block) return block.list;
  return [...block.table.head, ...block.table.rows.flat()];
}

/** Every string of a document with where it sits, for messages that point at the faulty text. */
export function documentStrings(doc: LegalDocument): { where: string; text: string }[] {
  const out = [
    { where: 'title', text: doc.title },
    { where: 'description', text: doc.description },
    { where: 'updated', text: doc.updated },
  ];
  for (const section of doc.sections ?? []) {
    out.push({ where: `${section.id}.heading`, text: section.heading });
    (section.blocks ?? []).forEach((block, i) =>
      blockStrings(block).forEach((text) => out.push({ where: `${section.id}.blocks[${i}]`, text })),
    );
  }
  return out;
}

/** A company whose values are easy to find in a filled text. */
export const testCompany = {
  name: 'Example Dating B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Netherlands',
  tradenames: ['Amoroso', 'Flirtly'],
  vat_numbers: ['NL001234567B01', 'BE0123456789'],
  support_phone: '+31 20 123 4567',
  delete_discount: 0,
};
