import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, testUser, type PageSetup } from '@dating/testing';
import MatchFinderPage from '../src/pages/MatchFinderPage';
import { QUIZ_STORAGE_KEY, reloadQuiz } from '../src/match/quiz-state';
import { regions, renderLanding, serveApi, serveContent, widgetProps } from './support/pages';

const open = (setup: PageSetup = {}) =>
  renderLanding(MatchFinderPage, { route: 'match-finder', layout: 'empty', path: '/match-finder', ...setup });

/** The third question's screen: waited for by its step text, a cheap query, then named as a group once. */
async function whereQuestion() {
  await screen.findByText('Question 3 of 3');
  return screen.getByRole('group', { name: 'Where should they live?' });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  reloadQuiz();
  serveContent();
  serveApi({ 'GET /api/regions.php': () => ok(regions) });
});

describe('match-finder', () => {
  it('asks one question a screen and hands the answers to the signup form as searchStart', async () => {
    open();
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your match' })).toBeInTheDocument();
    const who = screen.getByRole('group', { name: 'Who would you like to meet?' });
    expect(
      within(who)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Women', 'Men', 'Both']);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    // Next without an answer says why it does not go on
    next();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an answer to continue.');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    fireEvent.click(within(who).getByRole('radio', { name: 'Women' }));
    next();
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    const age = screen.getByRole('group', { name: 'How old should they be?' });
    // the new question is read out
    expect(screen.getByRole('heading', { name: 'How old should they be?' })).toHaveFocus();
    expect(
      within(age)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Any age', '18 to 25', '26 to 35', '36 to 45', '46 to 55', '56 to 65', '65 and older']);
    fireEvent.click(within(age).getByRole('radio', { name: '26 to 35' }));
    next();

    await whereQuestion();
    // the site's guess of the visitor's country comes preselected
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('NL');
    expect(within(country).getByRole('option', { name: 'Germany' })).toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'DE' } });
    const region = (await screen.findByLabelText('Region (optional)')) as HTMLSelectElement;
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All regions', 'Bayern', 'Berlin']);
    fireEvent.change(region, { target: { value: 'BY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show my matches' }));

    const form = await screen.findByTestId('signupForm');
    expect(widgetProps(form)).toEqual({
      searchStart: { gender: 'female', min_age: 26, max_age: 35, country: 'DE', countryregion: 'BY' },
    });
    expect(screen.getByText('Women, 26 to 35, Bayern, Germany')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See matches first' })).toHaveAttribute(
      'href',
      '/signup-matches?gender=female&min_age=26&max_age=35&country=DE&countryregion=BY',
    );
  });

  it('goes back without losing an answer, and the country preselected counts as an answer', async () => {
    open();
    fireEvent.click(await screen.findByLabelText('Both'));
    next();
    fireEvent.click(await screen.findByLabelText('Any age'));
    next();
    await whereQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Any age')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Both')).toBeChecked();
    next();
    next();
    await whereQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Show my matches' }));
    expect(widgetProps(await screen.findByTestId('signupForm'))).toEqual({
      searchStart: { gender: '', min_age: 18, max_age: 100, country: 'NL' },
    });
  });

  it('keeps the answers across a re-render', async () => {
    const first = open();
    fireEvent.click(await screen.findByLabelText('Men'));
    next();
    fireEvent.click(await screen.findByLabelText('36 to 45'));
    first.unmount();

    open();
    expect(await screen.findByLabelText('36 to 45')).toBeChecked();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Men')).toBeChecked();
  });

  it('keeps them in sessionStorage, so a reload of the page takes up where the visitor was', async () => {
    const first = open();
    fireEvent.click(await screen.findByLabelText('Men'));
    next();
    fireEvent.click(await screen.findByLabelText('36 to 45'));
    next();
    await whereQuestion();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(QUIZ_STORAGE_KEY)!)).toEqual({
        answers: { gender: 'male', age: '36-45', country: '', countryregion: '' },
        step: 2,
      }),
    );
    first.unmount();

    // what a new page load reads: the kept answers, on the step the visitor left
    sessionStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ answers: { gender: 'male', age: '36-45', country: 'NL', countryregion: 'UT' }, step: 3 }),
    );
    act(() => reloadQuiz());
    open();
    expect(widgetProps(await screen.findByTestId('signupForm'))).toEqual({
      searchStart: { gender: 'male', min_age: 36, max_age: 45, country: 'NL', countryregion: 'UT' },
    });
  });

  it('starts over from kept answers it cannot use', async () => {
    sessionStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify({ answers: { gender: 'robots', age: 7 }, step: 3 }));
    act(() => reloadQuiz());
    open();
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Women')).not.toBeChecked();
  });

  it('sends a member to /home', async () => {
    open({ user: testUser() });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  });
});
