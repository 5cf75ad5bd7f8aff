import { LANDER_PAGES } from '@dating/contract';

const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'];
import { verifyVersion } from '../src/verify';
import { putVersion } from './fixtures';
import { scratch } from '../testing/scratch';

const HOST = { react: '^19.3.1', 'react-dom': '^19.3.1' };
const perLanguage = <T>(value: T) => Object.fromEntries(LANGUAGES.map((lng: string) => [lng, value]));
const page = { title: 'Meet singles near you', description: 'Free signup, real members near you.' };
const copy = { ...page, headline: 'Summer love', subline: 'Meet people nearby', cta: 'Join free', points: [] };
const valid = {
  campaigns: [
    { kind: 'video', slug: 'summer', audience: { gender: '', min_age: 18, max_age: 60 }, copy: perLanguage(copy) },
  ],
  pages: Object.fromEntries(LANDER_PAGES.map((name) => [name, perLanguage(page)])),
};

async function verifyLanders(content: unknown) {
  const { dir, cleanup } = scratch();
  try {
    const files: Record<string, string> =
      content === undefined ? {} : { 'content.json': typeof content === 'string' ? content : JSON.stringify(content) };
    const version = putVersion(dir, 'landers', 'one', ['./IndexPage'], { files });
    return await verifyVersion({ store: dir, remote: 'landers', version, hostRanges: HOST });
  } finally {
    cleanup();
  }
}

describe('deploy verify checks the landers content against the contract', () => {
  it('passes valid content', async () => {
    expect(await verifyLanders(valid)).toEqual([]);
  });

  it('refuses a version without content, with broken JSON, or with a campaign that misses a language', async () => {
    expect(await verifyLanders(undefined)).toEqual([expect.stringMatching(/has no content\.json/)]);
    expect(await verifyLanders('{"campaigns": [')).toEqual([expect.stringMatching(/content\.json is not JSON/)]);
    const { pl: _pl, ...sixLanguages } = perLanguage(copy);
    const missing = { ...valid, campaigns: [{ ...valid.campaigns[0], copy: sixLanguages }] };
    expect(await verifyLanders(missing)).toEqual([expect.stringMatching(/^content\.json: campaigns\.0\.copy\.pl/)]);
  });

  it('names the campaign and field of a title too long for a search result', async () => {
    const long = {
      ...valid,
      campaigns: [{ ...valid.campaigns[0], copy: perLanguage({ ...copy, title: 'x'.repeat(71) }) }],
    };
    const problems = await verifyLanders(long);
    expect(problems[0]).toMatch(/campaigns\.0\.copy\.en\.title/);
  });
});
