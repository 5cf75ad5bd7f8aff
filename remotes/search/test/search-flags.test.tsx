import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TemplateFlags } from '@dating/config';
import { testTemplate } from '@dating/testing';
import SearchPage from '../src/pages/SearchPage';
import { card, fakeApi, profile, renderWithApp, searchPageAnswer, shownCard, type FakeCall } from './helpers/render';

const member = { user: { email: 'a@b.nl', profile: profile(1), paid_user: true, signup_date: '2020-01-01' } };

function answer({ path, input }: FakeCall) {
  if (path === '/api/user.php') return member;
  if (path === '/api/likes.php') return { profiles: [], liked_by: [] };
  if (path === '/api/regions.php') return { countries: [] };
  if (path === '/api/search.php') {
    return searchPageAnswer(input.query, {
      filter_options: { gender: 'female', min_age: 18, max_age: 100, country: 'NL', countryregion: '' },
    });
  }
  throw new Error(`unexpected ${path}`);
}

const searches = (calls: FakeCall[]) => calls.filter((c) => c.path === '/api/search.php').map((c) => c.input.query);

/** Settings naming a template that differs from classic in the search flags. */
function withSearchFlags(name: string, patch: Partial<TemplateFlags['profileSearch']>) {
  return { template: testTemplate(name, { profileSearch: patch }), countries: ['NL', 'BE'] };
}

function renderSearch(settings: Record<string, unknown>, respond: (call: FakeCall) => unknown = answer) {
  const calls = fakeApi(respond);
  renderWithApp(<SearchPage route="members" params={{}} layout="default" />, undefined, settings);
  return calls;
}

/** A stand-in IntersectionObserver: the test says when the observed element comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  elements: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static reveal() {
    for (const o of FakeIntersectionObserver.instances.filter((i) => i.elements.length > 0)) {
      const entries = o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      o.callback(entries, o as never);
    }
  }
}

beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  FakeIntersectionObserver.instances = [];
});

describe('profileSearch.searchAllCountries', () => {
  it('on (classic): "All countries" asks the server to search every country; a chosen country does not', async () => {
    const calls = renderSearch({ template: 'classic', countries: ['NL', 'BE'] });
    await card('Member 100');
    fireEvent.change(await screen.findByLabelText('Country'), { target: { value: '' } });
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ country: '', searchAllCountries: '1' }));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'BE' } });
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ country: 'BE' }));
    expect(searches(calls).at(-1)).not.toHaveProperty('searchAllCountries');
    expect(searches(calls)[0]).not.toHaveProperty('searchAllCountries');
  });

  it('off: never sent', async () => {
    const calls = renderSearch(withSearchFlags('no-all-countries', { searchAllCountries: false }));
    await card('Member 100');
    fireEvent.change(await screen.findByLabelText('Country'), { target: { value: '' } });
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ manual_search: '1', country: '' }));
    expect(searches(calls).at(-1)).not.toHaveProperty('searchAllCountries');
  });
});

describe('profileSearch.loadOnScroll', () => {
  it('on: the next 12 load when the end of the list comes near, added below the ones shown', async () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    // two pages (24 members), not three: each page of cards is seconds of jsdom on a busy machine
    const twoPages = (call: FakeCall) => {
      const page = answer(call) as Record<string, unknown>;
      return call.path === '/api/search.php' ? { ...page, paging: { num_results: 24 } } : page;
    };
    const calls = renderSearch(withSearchFlags('scroll', { loadOnScroll: true }), twoPages);
    await card('Member 100');
    expect(screen.queryByLabelText('Result pages')).toBeNull();
    act(() => FakeIntersectionObserver.reveal());
    expect(await card('Member 112')).toBeInTheDocument();
    expect(shownCard('Member 100')).toBeInTheDocument();
    expect(searches(calls).at(-1)).toMatchObject({ manual_search: '1', page: 2, pp: 12 });
    // every card's name link (a role query over the cards names each of their elements, seconds on a busy machine),
    // drawn a few cards at a time
    await waitFor(() => expect(screen.getAllByText(/^Member \d+$/, { selector: 'a' })).toHaveLength(24));
    // page 2 of 2 was the last: nothing left to observe
    await waitFor(() => expect(document.querySelector('.search-sentinel')).toBeNull());
    act(() => FakeIntersectionObserver.reveal());
    expect(searches(calls)).toHaveLength(2);
  });

  it('on: a filter change starts again from page 1', async () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const calls = renderSearch(withSearchFlags('scroll', { loadOnScroll: true }));
    await card('Member 100');
    act(() => FakeIntersectionObserver.reveal());
    await card('Member 112');
    fireEvent.change(await screen.findByLabelText('Age'), { target: { value: '36-45' } });
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ page: 1, min_age: 36 }));
    await card('Member 100');
    expect(shownCard('Member 112')).toBeNull();
  });

  it('on: the "show more" button loads the next page as well, for a keyboard or without scrolling', async () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const calls = renderSearch(withSearchFlags('scroll', { loadOnScroll: true }));
    await card('Member 100');
    fireEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    expect(await card('Member 112')).toBeInTheDocument();
    expect(shownCard('Member 100')).toBeInTheDocument();
    expect(searches(calls).at(-1)).toMatchObject({ manual_search: '1', page: 2 });
  });

  it('off (classic): page links, no observer', async () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    renderSearch({ template: 'classic' });
    await card('Member 100');
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
