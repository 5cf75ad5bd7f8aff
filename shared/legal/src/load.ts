import type { Language } from '@dating/config';
import type { LegalDocName, LegalDocument } from './types';

/**
 * One language's text of one document. The template-literal import makes rspack emit one chunk per JSON
 * file, so a page downloads only the text it shows; jest (CommonJS) and tsx resolve the same path at run time.
 */
export async function loadLegalDocument(lng: Language, doc: LegalDocName): Promise<LegalDocument> {
  const module = (await import(`./texts/${lng}/${doc}.json`)) as { default?: LegalDocument } & LegalDocument;
  // ESM hands JSON over as the default export; CommonJS interop may hand over the object itself
  return module.default ?? module;
}
