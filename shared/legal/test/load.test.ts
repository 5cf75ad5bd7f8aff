import { loadLegalDocument } from '../src/load';
import { readText } from './texts';

/**
 * Here under jest (CommonJS). The server's way, its rspack build (server/rspack.config.js), is what
 * e2e/tests/landers.spec.ts reads: every static page in every language as the server writes it for a crawler.
 */
describe('loadLegalDocument', () => {
  it('loads a document of a language (here under jest, CommonJS)', async () => {
    const doc = await loadLegalDocument('en', 'terms');
    expect(doc).toEqual(readText('en', 'terms'));
  });

  it('fails for a document that does not exist', async () => {
    await expect(loadLegalDocument('en', 'nope' as 'terms')).rejects.toThrow();
  });
});
