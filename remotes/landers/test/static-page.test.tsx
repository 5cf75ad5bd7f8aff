import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { ok, testUser, type PageSetup } from '@dating/testing';
import StaticPage from '../src/pages/StaticPage';
import { company, renderLanding, serveApi } from './support/pages';

const open = (doc: string, setup: PageSetup = {}) =>
  renderLanding(StaticPage, { route: `pages-${doc}`, layout: 'default', path: `/pages/${doc}`, ...setup });

beforeEach(() => {
  serveApi({ 'GET /api/companyinfo.php': () => ok(company) });
});

/** The box's heading in a language, from the remote's own messages. */
const boxTitle = (lng: string): string =>
  (JSON.parse(readFileSync(join(__dirname, `../src/locales/${lng}.json`), 'utf8')) as { company: { title: string } })
    .company.title;
/**
 * The box and a section by the heading that labels them, and the page's title by its h1: a document is long, and a
 * role query names every element of it (on every poll of findBy… too). The first test checks the roles.
 */
const companyBox = (lng = 'en') => screen.getByLabelText(boxTitle(lng));
const pageTitle = () => screen.findByText(/\S/, { selector: 'h1' });

describe('static pages', () => {
  it('shows the terms: title, date, contents, sections and the company box with the KvK number', async () => {
    open('terms');
    expect(await pageTitle()).toHaveTextContent('Terms and conditions');
    expect(screen.getByText('Last updated:')).toHaveTextContent(/Last updated: \w+ \d{1,2}, 20\d\d/);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const first = within(contents).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '#parties');
    const section = screen.getByLabelText(first.textContent!);
    expect(section).toHaveRole('region');
    expect(section).toHaveAttribute('id', 'parties');
    expect(within(section).getAllByText(/Example Dating B\.V\./).length).toBeGreaterThan(0);
    expect(within(contents).getAllByRole('link')).toHaveLength(
      screen.getAllByRole('heading', { level: 2 }).length - 2, // the contents' and the company box's own headings
    );

    const box = companyBox();
    expect(box).toHaveRole('region');
    expect(within(box).getByText('Example Dating B.V.')).toBeInTheDocument();
    expect(within(box).getByText('12345678')).toBeInTheDocument();
    expect(within(box).getByText('Keizersgracht 1, Amsterdam, Netherlands')).toBeInTheDocument();
    expect(within(box).getByText('NL001234567B01')).toBeInTheDocument();
    expect(within(box).getByText('Amoroso, Flirtly')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
    await waitFor(() => expect(document.title).toBe('Terms and conditions'));
  });

  it('has no table of contents on a short document', async () => {
    open('cookies');
    await pageTitle();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
    expect(companyBox()).toHaveTextContent('12345678');
  });

  it.each(['nl', 'de', 'it', 'fr', 'es', 'pl'] as const)('reads in %s, with the company box', async (lng) => {
    open('privacy', { lng });
    const h1 = await pageTitle();
    expect(h1.textContent).not.toBe('Privacy statement');
    const box = companyBox(lng);
    expect(within(box).getByText('Example Dating B.V.')).toBeInTheDocument();
    expect(within(box).getByText('12345678')).toBeInTheDocument();
  });

  it('takes the document from the path when the route does not name it', async () => {
    renderLanding(StaticPage, { route: 'static', layout: 'default', path: '/pages/faq' });
    expect(await screen.findByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('is for members too: no redirect', async () => {
    open('service', { user: testUser() });
    expect(await pageTitle()).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pages/service');
  });
});
