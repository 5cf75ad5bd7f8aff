import { Profiler } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { WidgetProvider } from '@dating/ui';
import SearchPage from '../src/pages/SearchPage';
import {
  card,
  filterBar,
  fakeApi,
  profile,
  renderWithApp,
  searchPageAnswer,
  shownCard,
  type FakeCall,
} from './helpers/render';

const settings = { countries: ['NL', 'BE', 'DE'], member_resell: [], template: 'classic' };
const regions = { countries: [{ code: 'NL', name: 'Netherlands', regions: [{ code: 'UT', name: 'Utrecht' }] }] };
const interests = {
  interests: [
    { id: 3, name: 'Hiking' },
    { id: 20, name: 'Animals and pets' },
  ],
};
const member = {
  user: { email: 'a@b.nl', profile: profile(1, { name: 'Anna' }), paid_user: true, signup_date: '2020-01-01' },
};

function answer({ path, input }: FakeCall) {
  if (path === '/api/settings.php') return settings;
  if (path === '/api/regions.php') return regions;
  if (path === '/api/interests.php') return interests;
  if (path === '/api/user.php') return member;
  if (path === '/api/likes.php') return { profiles: [], liked_by: [] };
  if (path === '/api/search.php') {
    return searchPageAnswer(input.query, {
      filter_options: { gender: 'female', min_age: 26, max_age: 35, country: 'NL', countryregion: '' },
      similar: input.query.manual_search
        ? null
        : { profiles: [profile(999, { name: 'Similar Sam', country: 'BE' })], num_results: 1 },
    });
  }
  throw new Error(`unexpected ${path}`);
}

const searches = (calls: FakeCall[]) => calls.filter((c) => c.path === '/api/search.php').map((c) => c.input.query);

beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('search page', () => {
  it('loads automatically, then takes its filters from the server', async () => {
    const calls = fakeApi(answer);
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    expect(await card('Member 100')).toBeInTheDocument();
    // the filter form's code is a chunk of its own: the bar's skeleton holds its place until it is here
    expect(await screen.findByLabelText('Looking for')).toHaveValue('female');
    expect(searches(calls)[0]).toEqual({ auto_load: '1', page: 1, pp: 12 });
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    expect(screen.getByLabelText('Age')).toHaveValue('26-35');
    expect(screen.getByRole('heading', { name: 'Similar members nearby' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Similar Sam' })).toBeInTheDocument();
  });

  it('draws an answer in a render of its own, after the synchronous one that brings it', async () => {
    // react-query hands an answer over in a synchronous render, one task however many cards it draws; the cards, the
    // count and the filter bar come in the transition after it, which React renders in slices
    fakeApi(answer);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answered = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .some((q) => JSON.stringify(q.queryKey).includes('search.php') && q.state.data !== undefined);
    const commits: Array<{ answered: boolean; cards: number; skeleton: boolean }> = [];
    const note = () =>
      commits.push({
        answered: answered(),
        cards: document.querySelectorAll('.search-grid a').length,
        skeleton: document.querySelector('.search-skeletons') !== null,
      });
    renderWithApp(
      <Profiler id="search" onRender={note}>
        <SearchPage route="members" params={{}} layout="default" />
      </Profiler>,
      queryClient,
    );
    await card('Member 100');
    const bringing = commits.findIndex((c) => c.answered);
    expect(commits[bringing]).toEqual({ answered: true, cards: 0, skeleton: true });
    expect(commits.findIndex((c) => c.cards > 0)).toBeGreaterThan(bringing);
  });

  it('loads the photos of the first cards at once, and the others as the member scrolls to them', async () => {
    fakeApi((call) => {
      const answered = answer(call) as { profiles?: Array<{ id: number }> };
      if (call.path !== '/api/search.php') return answered;
      const withPhoto = (p: { id: number }) => ({ ...p, main_image: { thumb_filename: `${p.id}-thumb.webp` } });
      return { ...answered, profiles: answered.profiles!.map(withPhoto) };
    });
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    await card('Member 100');
    const photos = screen
      // the photo is a link for a pointer only, hidden from readers
      .getAllByRole('presentation', { hidden: true })
      .filter((el) => el.tagName === 'IMG');
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(photos.length - 4).fill('lazy'),
    ]);
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('a filter change clears the results and runs a manual search from page 1', async () => {
    const calls = fakeApi(answer);
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    await card('Member 100');
    await filterBar();
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '36-45' } });
    expect(shownCard('Member 100')).toBeNull();
    await card('Member 100');
    expect(searches(calls).at(-1)).toEqual({
      manual_search: '1',
      gender: 'female',
      country: 'NL',
      countryregion: '',
      min_age: 36,
      max_age: 45,
      page: 1,
      pp: 12,
    });
  });

  it('picking a region searches in it, and another country (all of them) clears the region', async () => {
    const calls = fakeApi(answer);
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    await card('Member 100');
    await filterBar();
    const region = screen.getByLabelText('Region');
    await waitFor(() => expect(region).toBeEnabled());
    fireEvent.change(region, { target: { value: 'UT' } });
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ country: 'NL', countryregion: 'UT', page: 1 }));
    expect(region).toHaveValue('UT');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ country: '', countryregion: '' }));
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.getByLabelText('Region')).toBeDisabled();
  });

  it("searches by an interest of interests.php, named in the member's language", async () => {
    const calls = fakeApi(answer);
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    await card('Member 100');
    const interest = await screen.findByLabelText('Interest');
    expect(interest).toHaveValue('');
    await waitFor(() => expect(interest).toHaveTextContent('Animals and pets'));
    fireEvent.change(interest, { target: { value: '3' } });
    await card('Member 100');
    expect(searches(calls).at(-1)).toMatchObject({ manual_search: '1', interest: 3, page: 1 });
    fireEvent.change(interest, { target: { value: '' } });
    await waitFor(() => expect(searches(calls).at(-1)).not.toHaveProperty('interest'));
  });

  it('pages through the results with page links', async () => {
    const calls = fakeApi(answer);
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    await card('Member 100');
    const nav = screen.getByLabelText('Result pages');
    expect(nav).toHaveRole('navigation');
    expect(nav.querySelectorAll('ol button')).toHaveLength(3);
    const page2 = screen.getByLabelText('Page 2');
    expect(page2).toHaveRole('button');
    fireEvent.click(page2);
    await card('Member 112');
    expect(searches(calls).at(-1)).toMatchObject({ manual_search: '1', page: 2 });
    await waitFor(() => expect(screen.getByLabelText('Page 2')).toHaveAttribute('aria-current', 'page'));
  });
});

describe('the number of results (docs/product.md §3, num_results)', () => {
  const withPaging = (paging: Record<string, unknown>) => (call: FakeCall) => {
    const page = answer(call) as Record<string, unknown>;
    return call.path === '/api/search.php' ? { ...page, paging: { ...(page.paging as object), ...paging } } : page;
  };

  it('says how many members were found when the server counted them all', async () => {
    fakeApi(withPaging({ num_results: 30, num_results_capped: false }));
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    expect(await screen.findByText('Members found: 30')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says "more than" when the server stopped counting, and offers no last page', async () => {
    const calls = fakeApi(withPaging({ num_results: 1000, num_results_capped: true }));
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    expect(await screen.findByText('Members found: more than 1,000')).toBeInTheDocument();
    expect(screen.queryByText('Members found: 1,000')).toBeNull();
    expect(screen.getByText('Page 1 of at least 84')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(screen.queryByRole('button', { name: 'Page 84' })).toBeNull();
    expect(nav.querySelector('.search-pages-gap')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ manual_search: '1', page: 2 }));
  });
});

describe('search page states', () => {
  it('shows skeleton cards, announced as loading, until the members arrive', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeApi(async (call) => {
      if (call.path === '/api/search.php') await gate;
      return answer(call);
    });
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    const status = await screen.findByText('Loading members…');
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(shownCard('Member 100')).toBeNull();
    release();
    await card('Member 100');
    expect(screen.queryByText('Loading members…')).toBeNull();
  });

  it('when nobody matches, says so and offers to widen the search', async () => {
    const calls = fakeApi((call) => {
      if (call.path !== '/api/search.php') return answer(call);
      const found = call.input.query.min_age !== 26 || call.input.query.auto_load !== '1';
      const page = answer(call) as { profiles: unknown[]; paging: { num_results: number } };
      return found && call.input.query.manual_search
        ? page
        : { ...page, profiles: [], paging: { num_results: 0 }, similar: null };
    });
    renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
    expect(await screen.findByText('No members match these filters.')).toHaveRole('heading');
    fireEvent.click(screen.getByRole('button', { name: 'Show all ages' }));
    await card('Member 100');
    expect(searches(calls).at(-1)).toMatchObject({ manual_search: '1', min_age: 18, page: 1 });
    await filterBar();
    expect(screen.getByLabelText('Age')).toHaveValue('all');
  });
});

describe('a visitor on the search page (docs/product.md §6, logged-out search)', () => {
  const visitorAnswer = (call: FakeCall) => (call.path === '/api/user.php' ? { user: null } : answer(call));
  const renderAsVisitor = (siteSettings: Record<string, unknown>) => {
    const calls = fakeApi(visitorAnswer);
    renderWithApp(
      <WidgetProvider value={(name) => <div data-testid={`widget-${name}`} />}>
        <SearchPage route="members" params={{}} layout="default" />
      </WidgetProvider>,
      undefined,
      { ...settings, ...siteSettings } as never,
    );
    return calls;
  };
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'tracking=; Max-Age=0; Path=/';
  });

  it('is sent to log in where the site keeps search for members', async () => {
    const calls = renderAsVisitor({ logged_out_search: false, logged_out_search_trafficsource: [] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(searches(calls)).toEqual([]);
  });

  it('searches where it is open to visitors, with the signup form in place of like and chat', async () => {
    const calls = renderAsVisitor({ logged_out_search: true, logged_out_search_trafficsource: [] });
    expect(await card('Member 100')).toBeInTheDocument();
    // photos nobody checked stay out of a visitor's cards
    expect(searches(calls)[0]).toMatchObject({ auto_load: '1', hideNudity: '1' });
    expect(screen.queryByRole('button', { name: /like/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /chat/i })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign up to like and chat' })).toBeInTheDocument();
    expect(screen.getByTestId('widget-signupForm')).toBeInTheDocument();
  });

  it('only a visitor from a listed traffic source may search, and the search says where they came from', async () => {
    const partner = { logged_out_search: true, logged_out_search_trafficsource: ['partner'] };
    renderAsVisitor(partner);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    cleanup();

    localStorage.setItem('tracking', JSON.stringify({ data: { network: 'partner' }, expires: Date.now() + 60_000 }));
    const calls = renderAsVisitor(partner);
    expect(await card('Member 100')).toBeInTheDocument();
    expect(searches(calls)[0]).toMatchObject({ auto_load: '1', trafficsource: 'partner', hideNudity: '1' });
  });
});
