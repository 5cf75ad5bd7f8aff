import { STATIC_PAGES } from '@dating/routes';

/** The static pages (/pages/<doc>) are exactly the legal documents: one list, kept by the route table. */
export type LegalDocName = (typeof STATIC_PAGES)[number];
export const LEGAL_DOCS: readonly LegalDocName[] = STATIC_PAGES;

/** A paragraph, a bulleted list, or a table (the cookie list). Plain text only: no HTML, no Markdown. */
export type Block = string | { list: string[] } | { table: { head: string[]; rows: string[][] } };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: Block[];
}

export interface LegalDocument {
  /** The page heading. */
  title: string;
  /** One sentence of at most 160 characters: the meta description. */
  description: string;
  /** ISO date of the last change, e.g. "2026-11-24". */
  updated: string;
  sections: LegalSection[];
}
