// The entry for Node (the server's page heads): no React, no stylesheet.
export { LEGAL_DOCS, type Block, type LegalDocName, type LegalDocument, type LegalSection } from './types';
export { loadLegalDocument } from './load';
export { fillLegalDocument, type LegalFacts } from './fill';
export { escapeHtml } from './escape-html';
