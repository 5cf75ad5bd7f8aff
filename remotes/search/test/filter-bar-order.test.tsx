import { screen } from '@testing-library/react';
import { heldFrames } from '@dating/testing';
import SearchPage from '../src/pages/SearchPage';
import { card, fakeApi, filterBar, profile, renderWithApp, searchPageAnswer, type FakeCall } from './helpers/render';

// Whether the filter form's module was asked for: it is required when its chunk would be fetched.
const mockAsked: string[] = [];
jest.mock('../src/search/SearchFilters', () => {
  mockAsked.push('filter form');
  return jest.requireActual('../src/search/SearchFilters');
});

// The browser's frames, run when the test says: the first screen's paint is one of them.
const frames = heldFrames();

function answer({ path, input }: FakeCall) {
  if (path === '/api/settings.php') return { countries: ['NL'], member_resell: [], template: 'classic' };
  if (path === '/api/regions.php') return { countries: [] };
  if (path === '/api/interests.php') return { interests: [] };
  if (path === '/api/user.php')
    return { user: { email: 'a@b.nl', profile: profile(1), paid_user: true, signup_date: '2020-01-01' } };
  if (path === '/api/likes.php') return { profiles: [], liked_by: [] };
  if (path === '/api/search.php') {
    return searchPageAnswer(input.query, {
      filter_options: { gender: 'female', min_age: 26, max_age: 35, country: 'NL', countryregion: '' },
    });
  }
  throw new Error(`unexpected ${path}`);
}

test("the cards do not wait for the filter form's code: it is asked for once the first screen is painted", async () => {
  fakeApi(answer);
  renderWithApp(<SearchPage route="members" params={{}} layout="default" />);
  expect(await card('Member 100')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Search filters' })).toBeNull();
  expect(mockAsked).toEqual([]);
  // the frame that paints the first screen; the form's code is asked for in the task after it
  await frames.paint();
  expect(await filterBar()).toBeInTheDocument();
  expect(screen.getByLabelText('Looking for')).toHaveValue('female');
  expect(mockAsked).toEqual(['filter form']);
});
