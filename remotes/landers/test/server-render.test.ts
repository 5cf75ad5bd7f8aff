/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Campaign, LanderContent, Teasers } from '@dating/contract';
import { bundle } from '../src/server-render/render';

// the render build sets it to the version's folder; outside a build it must exist to be set
(globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = '';

const campaign = (kind: Campaign['kind'], slug: string): Campaign => {
  const { audience, copy } = JSON.parse(
    readFileSync(join(__dirname, '../content/campaigns', kind, `${slug}.json`), 'utf8'),
  ) as Omit<Campaign, 'kind' | 'slug'>;
  return { kind, slug, audience, copy };
};
const PAGE_COPY = Object.fromEntries(
  ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'].map((lng) => [lng, { title: 'Dating', description: 'Meet people' }]),
);
const content = {
  campaigns: [campaign('socialnetwork', 'meet-new-people'), campaign('transitionsvideolanding', 'stories')],
  pages: { index: PAGE_COPY, 'match-finder': PAGE_COPY, 'signup-matches': PAGE_COPY, 'member-landing': PAGE_COPY },
} as LanderContent;

const teasers: Teasers = {
  profiles: ['Anouk', 'Bente'].map((name, i) => ({
    id: i + 1,
    name,
    age: 30,
    gender: 'female',
    city: 'Utrecht',
    country: 'NL',
    countryregion: '',
    thumb: `thumbs/${name}.jpg`,
    lat: null,
    lon: null,
  })),
  blurred: false,
  country: 'NL',
};

/** A campaign drawn by the server for a visitor, its teasers asked of the server as the browser would ask them. */
async function draw(url: string) {
  const asked: unknown[][] = [];
  const page = await bundle.renderPage({
    url,
    language: 'en',
    publicPath: '/remotes/landers/1.0.0/',
    version: '1.0.0',
    content,
    answers: [
      [['api', 'GET /api/settings.php'], { signups: 'all', template: 'classic' }],
      [['api', 'GET /api/user.php'], { user: null }],
    ],
    ask: async (key) => {
      asked.push([...key]);
      return key[1] === 'GET /api/teasers.php' ? teasers : undefined;
    },
  });
  return { html: page!.html, asked };
}

describe("a campaign's photos are in the HTML the server draws", () => {
  test.each([
    ['a social network feed', '/landers/socialnetwork/meet-new-people'],
    ['a video of stories', '/landers/transitionsvideolanding/stories'],
  ])('%s: its teasers, asked with the traffic source of the URL drawn', async (_kind, path) => {
    const { html, asked } = await draw(`${path}?network=fb`);
    const teaserCalls = asked.filter(([, call]) => call === 'GET /api/teasers.php');
    expect(teaserCalls).toHaveLength(1);
    expect(teaserCalls[0]![2]).toMatchObject({ trafficsource: 'fb' });
    expect(html).toContain('Anouk');
    // the first member's photo is the page's largest paint on a phone: asked for at once, ahead of the rest
    const photos = [...html.matchAll(/<img [^>]*class="[^"]*lk-(?:post|slides)__photo[^>]*>/g)].map(([img]) => img);
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatch(/src="[^"]*thumbs\/Anouk\.jpg"[^>]*loading="eager" fetchPriority="high"/);
    expect(photos[1]).toMatch(/src="[^"]*thumbs\/Bente\.jpg"[^>]*loading="lazy"/);
    expect(photos[1]).not.toContain('fetchPriority');
  });

  test('no traffic source in the URL: the teasers are asked without one, as a browser without one asks', async () => {
    const { asked } = await draw('/landers/socialnetwork/meet-new-people');
    const [call] = asked.filter(([, name]) => name === 'GET /api/teasers.php');
    expect(call![2]).not.toHaveProperty('trafficsource');
  });
});
