import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, ok, testUser, type PageSetup } from '@dating/testing';
import { keptLanderVisit } from '@dating/tracking';
import IndexPage from '../src/pages/IndexPage';
import { PAGES, renderLanding, serveApi, serveContent, teaser, teasers, widgetProps } from './support/pages';

const index = (setup: PageSetup = {}) =>
  renderLanding(IndexPage, { route: 'index', layout: 'lander', path: '/', ...setup });

beforeEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`));
  serveContent();
});

describe('index', () => {
  it('tells a visitor what the site is, shows members near them and the signup form', async () => {
    const requests = serveApi({
      'GET /api/teasers.php': () => ok(teasers([teaser(1, { name: 'Anna', age: 36 }), teaser(2, { name: 'Bea' })])),
    });
    index();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet singles near you' })).toBeInTheDocument();
    expect(screen.getByText(/^Amoroso is the place to meet singles/)).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);

    const members = await screen.findByRole('region', { name: 'Members near you' });
    expect(within(members).getByRole('heading', { name: 'Anna, 36' })).toBeInTheDocument();
    expect(within(members).getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute('src', '/media/thumbs/1.jpg');
    expect(within(members).getByText('Netherlands')).toBeInTheDocument();
    expect(within(members).queryByText(/blurred/)).not.toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/teasers.php').map((r) => r.query)).toEqual([{ count: '8' }]);

    const signup = screen.getByRole('region', { name: 'Create your free account' });
    expect(widgetProps(within(signup).getByTestId('signupForm'))).toEqual({});
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '#lander-signup');
    expect(screen.getByRole('link', { name: 'Find your match' })).toHaveAttribute('href', '/match-finder');
    await waitFor(() => expect(document.title).toBe(PAGES.index.en.title));
    expect(keptLanderVisit()).toEqual({ page: 'index', version: '1.2.3' });
  });

  it('says the photos are blurred and that signing up shows them', async () => {
    serveApi({ 'GET /api/teasers.php': () => ok(teasers([teaser(1, { name: 'Anna' })], true)) });
    index();
    const members = await screen.findByRole('region', { name: 'Members near you' });
    await within(members).findByText('Photos are blurred for visitors. Sign up for free to see them clearly.');
    expect(within(members).getByRole('img', { name: 'Blurred photo of Anna: sign up to see it' })).toBeInTheDocument();
  });

  it('leaves the members out when there is nobody to show', async () => {
    serveApi({ 'GET /api/teasers.php': () => ok(teasers([])) });
    index();
    await screen.findByRole('region', { name: 'Create your free account' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Members near you' })).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    serveApi({ 'GET /api/teasers.php': () => ok(teasers([teaser(1)])) });
    index({ lng: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lerne Singles in deiner Nähe kennen' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Niederlande')).toBeInTheDocument();
  });

  it('sends a member to /home', async () => {
    const requests = serveApi({});
    index({ user: testUser() });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(screen.queryByTestId('signupForm')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
