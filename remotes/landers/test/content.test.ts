import { Campaign, LanderContent, validate } from '@dating/contract';
import { LANDING_KINDS, LANGUAGES } from '@dating/config';

const { readLanderContent } = require('../content-plugin') as {
  readLanderContent: (dir: string) => { content: { campaigns: Record<string, unknown>[] } };
};

const source = () => readLanderContent(`${__dirname}/..`).content;

/** The reason the schema gives, or null when the content passes. */
const refusal = (content: unknown) => validate(content, LanderContent)[0]?.message ?? null;

describe('the campaign content in content/', () => {
  it('passes LanderContent of the contract, as deploy verify checks it', () => {
    expect(refusal(source())).toBeNull();
  });

  it('has at least one campaign of every kind, and video/summer', () => {
    const { campaigns } = source();
    for (const kind of LANDING_KINDS) expect(campaigns.some((c) => c.kind === kind)).toBe(true);
    expect(campaigns.some((c) => c.kind === 'video' && c.slug === 'summer')).toBe(true);
  });

  it.each(source().campaigns.map((c) => [`${String(c.kind)}/${String(c.slug)}`, c] as const))(
    '%s is a valid campaign',
    (_name, campaign) => {
      expect(validate(campaign, Campaign)[0]?.message ?? null).toBeNull();
    },
  );
});

describe('the content schema refuses', () => {
  const valid = () => JSON.parse(JSON.stringify(source())) as { campaigns: Record<string, any>[] };

  it('a campaign missing a language', () => {
    const content = valid();
    delete content.campaigns[0]!.copy.pl;
    expect(refusal(content)).toMatch(/pl/);
  });

  it('a title of 71 characters (70 is the limit a search engine shows)', () => {
    const content = valid();
    content.campaigns[0]!.copy.en.title = 'x'.repeat(70);
    expect(refusal(content)).toBeNull();
    content.campaigns[0]!.copy.en.title = 'x'.repeat(71);
    expect(refusal(content)).toMatch(/title/);
  });

  it.each(['Summer', 'summer sale', 'summer--sale', '-summer', 'zomer_2027', ''])('the slug %p', (slug) => {
    const content = valid();
    content.campaigns[0]!.slug = slug;
    expect(refusal(content)).not.toBeNull();
  });

  it('an audience whose min_age is above its max_age', () => {
    const content = valid();
    content.campaigns[0]!.audience = { gender: '', min_age: 40, max_age: 30 };
    expect(refusal(content)).toMatch(/min_age 40 is above max_age 30/);
  });

  it('the same campaign twice', () => {
    const content = valid();
    content.campaigns.push({ ...content.campaigns[0]! });
    expect(refusal(content)).toMatch(/appears twice/);
  });

  it('an unknown kind, and more than four selling points', () => {
    const unknownKind = valid();
    unknownKind.campaigns[0]!.kind = 'popup';
    expect(refusal(unknownKind)).not.toBeNull();
    const fivePoints = valid();
    fivePoints.campaigns[0]!.copy[LANGUAGES[0]].points = ['a', 'b', 'c', 'd', 'e'];
    expect(refusal(fivePoints)).not.toBeNull();
  });
});
