import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, ok, testUser, type PageSetup } from '@dating/testing';
import { keptLanderVisit } from '@dating/tracking';
import MemberLandingPage from '../src/pages/MemberLandingPage';
import MemberLanding2Page from '../src/pages/MemberLanding2Page';
import MemberLanding3Page from '../src/pages/MemberLanding3Page';
import { renderLanding, serveApi, serveContent, teaser, teasers } from './support/pages';

const LANDINGS = [
  {
    design: 'landing',
    Page: MemberLandingPage,
    route: 'members-memberId-landing',
    layout: 'lander' as const,
    routePath: '/members/:memberId/landing',
    path: (id: string) => `/members/${id}/landing`,
    visit: (id: string) => `members/${id}/landing`,
  },
  {
    design: 'landing2',
    Page: MemberLanding2Page,
    route: 'members-memberId-landing2-slug',
    layout: 'empty' as const,
    routePath: '/members/:memberId/landing2/:slug',
    path: (id: string) => `/members/${id}/landing2/summer`,
    visit: (id: string) => `members/${id}/landing2/summer`,
  },
  {
    design: 'landing3',
    Page: MemberLanding3Page,
    route: 'members-memberId-landing3-slug',
    layout: 'empty' as const,
    routePath: '/members/:memberId/landing3/:slug',
    path: (id: string) => `/members/${id}/landing3/summer`,
    visit: (id: string) => `members/${id}/landing3/summer`,
  },
];

const ANNA = teaser(5, { name: 'Anna', age: 36, city: 'Utrecht', country: 'NL' });

beforeEach(() => {
  localStorage.clear();
  serveContent();
});

describe.each(LANDINGS)('member $design', ({ Page, route, layout, routePath, path, visit }) => {
  const open = (id: string, setup: PageSetup = {}) =>
    renderLanding(Page, { route, layout, routePath, path: path(id), ...setup });

  it('shows the member’s photo, name, age and city, and leads to their signup page', async () => {
    const requests = serveApi({
      'GET /api/teasers.php': () => ok(teasers([ANNA, teaser(6, { name: 'Bea' })])),
    });
    open('5');
    const heading = await screen.findByText('Anna, 36');
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(/^Utrecht, Netherlands$/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute('src', '/media/thumbs/5.jpg');
    const toSignup = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/members/5/signup');
    expect(toSignup.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(callsTo(requests, 'GET', '/api/teasers.php')[0]!.query).toMatchObject({ around: '5' });
    expect(keptLanderVisit()).toEqual({ page: visit('5'), version: '1.2.3' });
    await waitFor(() => expect(document.title).toBe('Meet Anna: say hello today'));
  });

  it('says when the photo is a blurred copy', async () => {
    serveApi({ 'GET /api/teasers.php': () => ok(teasers([ANNA], true)) });
    open('5');
    // by its alt text: findByRole('img') named every element of the landing on each poll while it loaded
    expect(await screen.findByAltText('Blurred photo of Anna: sign up to see it')).toHaveRole('img');
  });

  it('shows a friendly panel with the way home when the member is not there', async () => {
    serveApi({ 'GET /api/teasers.php': () => ok(teasers([teaser(9, { name: 'Someone else' })])) });
    open('5');
    expect(await screen.findByText('This profile is not available', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See who else is here' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Someone else')).not.toBeInTheDocument();
  });

  it('does not ask the server about a member id that cannot be one', async () => {
    const requests = serveApi({});
    open('12abc');
    expect(await screen.findByText('This profile is not available', { selector: 'h1' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends a member to /home', async () => {
    serveApi({});
    // any path: the page leaves its own route, and the router must still draw where it went
    open('5', { user: testUser(), routePath: '*' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
  });
});

describe('member landings of the empty layout', () => {
  it.each([LANDINGS[1]!, LANDINGS[2]!])('$design brings its own header and legal links', async (landing) => {
    serveApi({ 'GET /api/teasers.php': () => ok(teasers([ANNA])) });
    renderLanding(landing.Page, { ...landing, path: landing.path('5') });
    await screen.findByText('Anna, 36');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Amoroso' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(within(legal).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/pages/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/pages/privacy');
  });
});

describe('member landing (lander layout)', () => {
  it('shows more members near them under the card', async () => {
    const requests = serveApi({
      'GET /api/teasers.php': () => ok(teasers([ANNA, teaser(6, { name: 'Bea', age: 29 })])),
    });
    renderLanding(MemberLandingPage, { ...LANDINGS[0]!, path: '/members/5/landing' });
    await screen.findByText('Bea, 29');
    const more = screen.getByRole('region', { name: 'More members you can meet' });
    expect(within(more).getByRole('heading', { name: 'Bea, 29' })).toBeInTheDocument();
    expect(within(more).queryByText('Anna, 36')).not.toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/teasers.php')[0]!.query).toEqual({ around: '5', count: '7' });
  });
});
