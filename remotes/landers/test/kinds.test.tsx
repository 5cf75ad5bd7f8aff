import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { LANDING_KINDS, type LandingKind } from '@dating/config';
import type { Campaign, LanderContent, Teaser, Teasers } from '@dating/contract';
import { describePluralLocaleParity } from '@dating/i18n/testing/locale-parity';
import { matchRoute, type Layout } from '@dating/routes';
import { WidgetProvider } from '@dating/ui';
import { callsTo, ok, refused, renderPage, serveApiFor, testUser, type Answer, type Routes } from '@dating/testing';
import { LANDER_VISIT_KEY } from '@dating/tracking';
import LanderPage from '../src/pages/LanderPage';

describePluralLocaleParity('landerKinds', join(__dirname, '../src/kinds/locales'));

const campaign = (kind: LandingKind, slug: string): Campaign => {
  const { audience, copy } = JSON.parse(
    readFileSync(join(__dirname, '../content/campaigns', kind, `${slug}.json`), 'utf8'),
  ) as Omit<Campaign, 'kind' | 'slug'>;
  return { kind, slug, audience, copy };
};

const SLUGS: Record<LandingKind, string> = {
  video: 'summer',
  gallery: 'singles-near-you',
  maplanding: 'near-you',
  alonetonight: 'tonight',
  iconslanding: 'flirt',
  socialnetwork: 'meet-new-people',
  collagelanding: 'spring',
  transitionsvideolanding: 'stories',
};

const PAGE_COPY = Object.fromEntries(
  ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'].map((lng) => [lng, { title: 'Dating', description: 'Meet people' }]),
);

const content: LanderContent = {
  campaigns: LANDING_KINDS.map((kind) => campaign(kind, SLUGS[kind])),
  pages: { index: PAGE_COPY, 'match-finder': PAGE_COPY, 'signup-matches': PAGE_COPY, 'member-landing': PAGE_COPY },
} as LanderContent;

const teaser = (id: number, name: string, city: string, lat: number | null, lon: number | null): Teaser => ({
  id,
  name,
  age: 30 + id,
  gender: 'female',
  city,
  country: 'NL',
  countryregion: '',
  thumb: `thumbs/${id}.jpg`,
  lat,
  lon,
});

const teasers: Teasers = {
  profiles: [
    teaser(1, 'Anna', 'Utrecht', 52.1, 5.1),
    teaser(2, 'Bea', 'Groningen', 53.2, 6.6),
    teaser(3, 'Cato', 'Maastricht', null, null),
  ],
  blurred: false,
  country: 'NL',
};

/**
 * The server double for the api client and for content.json, which the page fetches itself (outside a bundle
 * its URL is the site root's /content.json).
 */
function serve(extra: Routes = {}) {
  const routes: Routes = {
    'GET /content.json': () => ok(content),
    'GET /api/teasers.php': () => ok(teasers),
    ...extra,
  };
  const requests = serveApiFor('@dating/remote-landers', routes);
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push({ method: 'GET', path: url.pathname, query: {}, body: undefined });
    const answer: Answer = await routes[`GET ${url.pathname}`]!({
      method: 'GET',
      path: url.pathname,
      query: {},
      body: undefined,
    });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return requests;
}

function RoutedLander({ version }: { version?: string }) {
  const params = useParams() as Record<string, string>;
  const layout: Layout = matchRoute(`/landers/${params.kind}/${params.slug}`)?.layout ?? 'lander';
  return (
    <WidgetProvider value={(name, props) => <div data-testid={name} data-props={JSON.stringify(props)} />}>
      <LanderPage route="landers-kind-slug" params={params} layout={layout} version={version} />
    </WidgetProvider>
  );
}

function open(path: string, options: { user?: ReturnType<typeof testUser>; version?: string; lng?: 'en' | 'de' } = {}) {
  return renderPage(<RoutedLander version={options.version} />, {
    path,
    routePath: '/landers/:kind/:slug',
    user: options.user ?? null,
    lng: options.lng,
    settings: { name: 'Amora' },
  });
}

beforeAll(() => {
  // jsdom draws no canvas; the video kind then keeps its gradient backdrop without the drifting discs
  HTMLCanvasElement.prototype.getContext = () => null;
});

beforeEach(() => {
  localStorage.clear();
  document.title = 'Site';
});

const EMPTY_KINDS: LandingKind[] = ['collagelanding', 'transitionsvideolanding'];

/**
 * The page's h1, waited for by its tag: findByRole('heading') named every element of a landing on each poll and
 * change while it loaded. The first test of each kind checks it is the one level-1 heading.
 */
const headline = () => screen.findByText(/\S/, { selector: 'h1' });

describe.each(LANDING_KINDS)('the %s kind', (kind) => {
  const { copy, audience } = campaign(kind, SLUGS[kind]);
  const empty = EMPTY_KINDS.includes(kind);

  it('shows the headline as the one h1, the members and the signup form with the campaign audience', async () => {
    const requests = serve();
    open(`/landers/${kind}/${SLUGS[kind]}`);
    const h1 = await headline();
    expect(h1).toHaveTextContent(copy.en.headline);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(copy.en.subline)).toBeInTheDocument();
    const form = screen.getByTestId('signupForm');
    expect(JSON.parse(form.dataset.props!)).toEqual({
      searchStart: { gender: audience.gender, min_age: audience.min_age, max_age: audience.max_age },
    });
    expect(screen.getByRole('heading', { name: 'Join free', level: 2 })).toBeInTheDocument();
    // by name in text, or by a photo's alt text where a kind shows photos alone (the collage)
    await waitFor(() =>
      expect(screen.queryAllByText(/Anna/).length + screen.queryAllByAltText(/Anna/).length).toBeGreaterThan(0),
    );
    const [call] = callsTo(requests, 'GET', '/api/teasers.php');
    expect(call!.query).toMatchObject({ min_age: String(audience.min_age), max_age: String(audience.max_age) });
    expect(document.title).toBe(copy.en.title);
  });

  const frame = empty ? 'the empty layout with' : 'the lander layout without';
  it(`renders in ${frame} its own brand line and legal links`, async () => {
    serve();
    open(`/landers/${kind}/${SLUGS[kind]}`);
    await headline();
    expect(matchRoute(`/landers/${kind}/x`)?.layout).toBe(empty ? 'empty' : 'lander');
    const legal = screen.queryByRole('navigation', { name: 'Legal information' });
    const login = screen.queryByRole('link', { name: 'Log in' });
    if (empty) {
      expect(within(legal!).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/pages/terms');
      expect(within(legal!).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/pages/privacy');
      expect(login).toHaveAttribute('href', '/login');
      expect(screen.getByRole('link', { name: 'Amora' })).toHaveAttribute('href', '/');
    } else {
      expect(legal).toBeNull();
      expect(login).toBeNull();
    }
  });

  it('speaks the visitor’s language', async () => {
    serve();
    open(`/landers/${kind}/${SLUGS[kind]}`, { lng: 'de' });
    expect(await headline()).toHaveTextContent(copy.de.headline);
    expect(screen.getByRole('heading', { name: 'Kostenlos mitmachen', level: 2 })).toBeInTheDocument();
  });
});

describe('the kinds’ own parts', () => {
  it('video: captions over the animation, and a pause/play button that stops them', async () => {
    serve();
    open('/landers/video/summer');
    await headline();
    expect(screen.getByText('Someone near you is looking too.')).toBeInTheDocument();
    // jsdom has no matchMedia: treated as reduced motion, so the animation starts paused
    const play = screen.getByRole('button', { name: 'Play animation' });
    fireEvent.click(play);
    expect(await screen.findByRole('button', { name: 'Pause animation' })).toBeInTheDocument();
  });

  it('maplanding: the members with a position as dots on their country, and as a list', async () => {
    serve();
    open('/landers/maplanding/near-you');
    const map = await screen.findByRole('img', { name: 'Map of Netherlands with members near you' });
    expect(map.querySelectorAll('circle')).toHaveLength(2);
    expect(map.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByText('Anna, 31, Utrecht, NL')).toBeInTheDocument();
    expect(screen.queryByText(/Cato, 33, Maastricht/)).toBeNull();
  });

  it('iconslanding: a tile per selling point', async () => {
    serve();
    open('/landers/iconslanding/flirt');
    const points = await screen.findByRole('region', { name: 'What you get' });
    expect(within(points).getAllByRole('listitem')).toHaveLength(
      campaign('iconslanding', 'flirt').copy.en.points.length,
    );
  });

  it('alonetonight: pins the dark theme', async () => {
    serve();
    const { container } = open('/landers/alonetonight/tonight');
    await headline();
    expect(container.querySelector('[data-theme="dark"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Who you could meet tonight' })).toBeInTheDocument();
  });

  it('socialnetwork: members as posts with a hello that leads to the form', async () => {
    serve();
    open('/landers/socialnetwork/meet-new-people');
    const feed = await screen.findByRole('region', { name: 'New faces near you' });
    expect(await within(feed).findAllByRole('article')).toHaveLength(3);
    expect(within(feed).getByRole('link', { name: 'Say hello to Anna' })).toHaveAttribute('href', '#lander-signup');
  });

  it('transitionsvideolanding: one slide shown at a time with the member’s name and city', async () => {
    serve();
    open('/landers/transitionsvideolanding/stories');
    const slides = await screen.findByRole('region', { name: 'Members near you' });
    const shown = await within(slides).findByRole('figure', { name: '1 of 3' });
    expect(shown).toHaveTextContent('Anna, 31');
    expect(shown).toHaveTextContent('Utrecht, NL');
    expect(within(slides).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('says when the photos are blurred copies', async () => {
    serve({ 'GET /api/teasers.php': () => ok({ ...teasers, blurred: true }) });
    open('/landers/gallery/singles-near-you');
    expect(await screen.findByText('Photos stay blurred until you join.')).toBeInTheDocument();
  });
});

describe('LanderPage', () => {
  it('shows a panel with the way home for a campaign that does not exist', async () => {
    serve();
    open('/landers/video/winter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This campaign does not exist (any more)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('signupForm')).toBeNull();
  });

  it('shows the panel for a kind that does not exist', async () => {
    serve();
    open('/landers/nokind/summer');
    expect(await screen.findByRole('heading', { name: 'This campaign does not exist (any more)' })).toBeInTheDocument();
  });

  it('shows the brand line around the panel in the empty layout', async () => {
    serve();
    open('/landers/collagelanding/autumn');
    await screen.findByRole('heading', { name: 'This campaign does not exist (any more)' });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a member to /home', async () => {
    serve();
    renderPage(<LanderPage route="landers-kind-slug" params={{ kind: 'video', slug: 'summer' }} layout="lander" />, {
      path: '/landers/video/summer',
      user: testUser(),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  });

  it('keeps the landing visit with the version of the remote that drew it', async () => {
    serve();
    open('/landers/gallery/singles-near-you', { version: '1.4.2' });
    await headline();
    const kept = JSON.parse(localStorage.getItem(LANDER_VISIT_KEY)!) as { data: unknown };
    expect(kept.data).toEqual({ page: 'landers/gallery/singles-near-you', version: '1.4.2' });
  });

  it('offers a retry when the content cannot be loaded', async () => {
    let answer: Answer = refused(503, 'unavailable');
    serve({ 'GET /content.json': () => answer });
    open('/landers/video/summer');
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    answer = ok(content);
    fireEvent.click(retry);
    expect(await headline()).toHaveTextContent(campaign('video', 'summer').copy.en.headline);
  });

  it('shows a skeleton while the content loads', async () => {
    serve({ 'GET /content.json': () => new Promise<Answer>(() => {}) });
    open('/landers/video/summer');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the page');
  });
});
