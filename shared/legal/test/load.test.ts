import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadLegalDocument } from '../src/load';
import { readText } from './texts';

describe('loadLegalDocument', () => {
  it('loads a document of a language (here under jest, CommonJS)', async () => {
    const doc = await loadLegalDocument('en', 'terms');
    expect(doc).toEqual(readText('en', 'terms'));
  });

  it('fails for a document that does not exist', async () => {
    await expect(loadLegalDocument('en', 'nope' as 'terms')).rejects.toThrow();
  });

  it('loads in Node through tsx, as the server does', () => {
    const cli = require.resolve('tsx/cli', { paths: [join(__dirname, '..')] });
    const out = execFileSync(process.execPath, [cli, join(__dirname, 'fixtures/load-in-node.ts')], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(JSON.parse(out)).toEqual({ title: readText('en', 'privacy').title, sections: 13 });
  });
});
