import { LEGAL_DOCS, type LegalDocName } from '@dating/legal';

/** Documents long enough to need a table of contents (the others fit on a phone screen or two). */
export const DOCS_WITH_CONTENTS: readonly LegalDocName[] = ['terms', 'privacy', 'faq'];

const isDoc = (name: string): name is LegalDocName => (LEGAL_DOCS as readonly string[]).includes(name);

/** The document of a static page: its route name 'pages-<name>', else the last segment of its path. */
export function staticDocOf(route: string, pathname: string): LegalDocName | null {
  const fromRoute = route.startsWith('pages-') ? route.slice('pages-'.length) : '';
  if (isDoc(fromRoute)) return fromRoute;
  const fromPath = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return isDoc(fromPath) ? fromPath : null;
}
