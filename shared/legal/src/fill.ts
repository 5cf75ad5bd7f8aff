import type { CompanyInfo } from '@dating/contract';
import type { Block, LegalDocument } from './types';

/** What the texts may name through {{...}}: the operating company (GET /api/companyinfo.php) and the site. */
export interface LegalFacts {
  company: CompanyInfo;
  siteName: string;
}

export const PLACEHOLDERS = [
  'company_name',
  'company_address',
  'company_city',
  'company_country',
  'company_kvk',
  'company_tradenames',
  'company_vat_numbers',
  'support_phone',
  'site_name',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const PLACEHOLDER_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

export function placeholderValues({ company, siteName }: LegalFacts): Record<Placeholder, string> {
  return {
    company_name: company.name,
    company_address: company.address,
    company_city: company.city,
    company_country: company.country,
    company_kvk: company.kvk,
    company_tradenames: company.tradenames.join(', '),
    company_vat_numbers: company.vat_numbers.join(', '),
    support_phone: company.support_phone,
    site_name: siteName,
  };
}

// An unknown name stays as written: the parity test rejects it in the texts, so a page never breaks over it.
export function fillText(text: string, values: Record<Placeholder, string>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as Placeholder] : whole,
  );
}

function fillBlock(block: Block, values: Record<Placeholder, string>): Block {
  const fill = (text: string) => fillText(text, values);
  if (typeof block === 'string') return fill(block);
  if ('list' in block) return { list: block.list.map(fill) };
  return { table: { head: block.table.head.map(fill), rows: block.table.rows.map((row) => row.map(fill)) } };
}

/** The document with every {{placeholder}} replaced by the company's and the site's real values. */
export function fillLegalDocument(doc: LegalDocument, facts: LegalFacts): LegalDocument {
  const values = placeholderValues(facts);
  const fill = (text: string) => fillText(text, values);
  return {
    ...doc,
    title: fill(doc.title),
    description: fill(doc.description),
    sections: doc.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      blocks: section.blocks.map((block) => fillBlock(block, values)),
    })),
  };
}
