import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, ok, refused, renderPage, testUser, type Answer } from '@dating/testing';
import RepeatOrderPage from '../src/pages/RepeatOrderPage';
import { providerNavigation } from '../src/checkout/provider-navigation';
import { overview, pricing, TOKEN } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';

const PROVIDER_PAGE = `http://localhost/api/payments/sandbox/pay?order=${TOKEN}`;
let went: string[];
const go = providerNavigation.go;

beforeEach(() => {
  went = [];
  providerNavigation.go = (url) => went.push(url);
});
afterAll(() => {
  providerNavigation.go = go;
});

function repeatPage(
  credits = overview({ last_order: { package_id: 3, method: 'blik', country: 'PL' } }),
  order: () => Answer = () => ok({ transaction: TOKEN, redirect_url: PROVIDER_PAGE }),
  search = '',
) {
  const requests = serveApi({
    'GET /api/credits.php': () => ok(credits),
    'GET /api/pricing.php': ({ query }) => ok(pricing(query.country!)),
    'POST /api/order.php': order,
  });
  renderPage(<RepeatOrderPage route="credits-repeat-order" params={{}} layout="default" />, {
    path: `/credits/repeat-order${search}`,
    // the profile says NL; the last order was paid from Poland, and is repeated there
    user: testUser({ country: 'NL' }),
  });
  return requests;
}

const payButton = () => screen.findByRole('button', { name: /^Pay / });

describe('repeat order', () => {
  it('shows the last package and method at today’s price in the country it was paid from', async () => {
    const requests = repeatPage();
    expect(await payButton()).toHaveAccessibleName(/^Pay PLN\s175\.99$/);
    expect(screen.getByText('Paid with BLIK')).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Your order' }).closest('div');
    expect(summary).toHaveTextContent('Package50 credits');
    expect(summary).toHaveTextContent('Payment countryPoland');
    expect(callsTo(requests, 'GET', '/api/pricing.php').map((r) => r.query)).toEqual([{ country: 'PL' }]);
  });

  it('asks for the consent first, then buys again with one confirmation', async () => {
    const requests = repeatPage();
    fireEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm this to pay');
    expect(callsTo(requests, 'POST', '/api/order.php')).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /right of withdrawal/ }));
    fireEvent.click(await payButton());
    await waitFor(() => expect(went).toEqual([PROVIDER_PAGE]));
    expect(callsTo(requests, 'POST', '/api/order.php')).toEqual([
      expect.objectContaining({ query: { repeat: '1' }, body: { consent: true } }),
    ]);
  });

  it('buys again with where the purchase started, and keeps it on the way back', async () => {
    const requests = repeatPage(undefined, undefined, `?return=${encodeURIComponent('/members/5/chat')}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: /right of withdrawal/ }));
    expect(screen.getByRole('link', { name: 'Back to your credits' })).toHaveAttribute(
      'href',
      '/credits?return=%2Fmembers%2F5%2Fchat',
    );
    fireEvent.click(await payButton());
    await waitFor(() => expect(went).toEqual([PROVIDER_PAGE]));
    expect(callsTo(requests, 'POST', '/api/order.php')[0]?.body).toEqual({ consent: true, return: '/members/5/chat' });
  });

  it('shows the server’s refusal in the member’s language', async () => {
    repeatPage(undefined, () => refused(404, 'no_paid_order'));
    fireEvent.click(await screen.findByRole('checkbox', { name: /right of withdrawal/ }));
    fireEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your order could not be started. You have no paid order to repeat yet. Choose a package instead.',
    );
    expect(went).toEqual([]);
  });

  it('without a paid order offers the packages instead', async () => {
    const requests = repeatPage(overview({ last_order: null, history: [], paid_user: false, balance: 0 }));
    expect(await screen.findByRole('heading', { name: 'No purchase to repeat yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a package' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(callsTo(requests, 'GET', '/api/pricing.php')).toEqual([]);
  });
});
