export * from './server';
export { PLACEHOLDERS, type Placeholder } from './fill';
export { LINKED_PATHS } from './links';
export { LegalText, type LegalTextProps } from './LegalText';
export { legalTextQuery, useLegalDocument, type LegalDocumentState } from './useLegalDocument';
