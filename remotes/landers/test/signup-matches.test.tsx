import { act, screen, waitFor, within } from '@testing-library/react';
import { callsTo, ok, type PageSetup } from '@dating/testing';
import SignupMatchesPage from '../src/pages/SignupMatchesPage';
import { QUIZ_STORAGE_KEY, reloadQuiz } from '../src/match/quiz-state';
import { regions, renderLanding, serveApi, serveContent, teaser, teasers, widgetProps } from './support/pages';

const open = (path: string, setup: PageSetup = {}) =>
  renderLanding(SignupMatchesPage, { route: 'signup-matches', layout: 'empty', path, ...setup });

const serve = (answer = teasers([teaser(1, { name: 'Bram', age: 40, gender: 'male' })])) =>
  serveApi({ 'GET /api/teasers.php': () => ok(answer), 'GET /api/regions.php': () => ok(regions) });

/**
 * A match, waited for by its heading's text: findByRole('heading') named every element of the page (the signup
 * form's country list among them) on each poll and change while it loaded. The first test checks the role.
 */
const bram = () => screen.findByText('Bram, 40');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  reloadQuiz();
  serveContent();
});

describe('signup-matches', () => {
  it('shows matches for the answers in the query string and signs up with the same searchStart', async () => {
    const requests = serve();
    open('/signup-matches?gender=male&min_age=36&max_age=45&country=NL&countryregion=UT');
    expect(await screen.findByText('Your matches', { selector: 'h1' })).toBeInTheDocument();
    expect(await bram()).toHaveRole('heading');
    expect(callsTo(requests, 'GET', '/api/teasers.php').map((r) => r.query)).toEqual([
      { gender: 'male', min_age: '36', max_age: '45', country: 'NL', count: '12' },
    ]);
    expect(await screen.findByText('Men, 36 to 45, Utrecht, Netherlands')).toBeInTheDocument();
    expect(widgetProps(screen.getByTestId('signupForm'))).toEqual({
      searchStart: { gender: 'male', min_age: 36, max_age: 45, country: 'NL', countryregion: 'UT' },
    });
    expect(screen.getByRole('link', { name: 'Change answers' })).toHaveAttribute('href', '/match-finder');
  });

  it('takes the match-finder’s kept answers when the URL has none', async () => {
    sessionStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ answers: { gender: 'female', age: '26-35', country: '', countryregion: '' }, step: 3 }),
    );
    act(() => reloadQuiz());
    const requests = serve();
    open('/signup-matches');
    await bram();
    expect(callsTo(requests, 'GET', '/api/teasers.php')[0]!.query).toEqual({
      gender: 'female',
      min_age: '26',
      max_age: '35',
      count: '12',
    });
    expect(widgetProps(screen.getByTestId('signupForm'))).toEqual({
      searchStart: { gender: 'female', min_age: 26, max_age: 35 },
    });
  });

  it('shows everyone near the visitor without any answers, and offers the quiz', async () => {
    const requests = serve();
    open('/signup-matches');
    await bram();
    expect(callsTo(requests, 'GET', '/api/teasers.php')[0]!.query).toEqual({ count: '12' });
    expect(screen.getByRole('link', { name: 'Narrow it down' })).toHaveAttribute('href', '/match-finder');
    expect(widgetProps(screen.getByTestId('signupForm'))).toEqual({});
  });

  it('ignores answers in the URL the server would refuse', async () => {
    const requests = serve();
    open('/signup-matches?gender=robots&min_age=50&max_age=20');
    await bram();
    expect(callsTo(requests, 'GET', '/api/teasers.php')[0]!.query).toEqual({ count: '12' });
  });

  it('says when nobody fits and leads back to the match-finder', async () => {
    serve(teasers([]));
    open('/signup-matches?gender=female&min_age=65&max_age=100');
    const empty = await screen.findByText('No matches yet');
    expect(empty).toHaveRole('heading');
    const panel = empty.parentElement!;
    expect(within(panel).getByRole('link', { name: 'Change answers' })).toHaveAttribute('href', '/match-finder');
    expect(screen.getByTestId('signupForm')).toBeInTheDocument();
  });

  it('says the photos are blurred', async () => {
    serve(teasers([teaser(1, { name: 'Bram' })], true));
    open('/signup-matches');
    expect(
      await screen.findByText('Photos are blurred for visitors. Sign up for free to see them clearly.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your matches: members who fit your answers'));
  });
});
