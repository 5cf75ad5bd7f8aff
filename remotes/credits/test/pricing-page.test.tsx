import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, ok, renderPage, testUser } from '@dating/testing';
import PricingPage from '../src/pages/PricingPage';
import { PAYMENT_COUNTRY_KEY } from '../src/country/country-storage';
import { reloadPaymentCountry } from '../src/country/payment-country';
import { pricing } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';
import { forgetPaymentCountry } from './helpers/payment-country';
import { campaign, pricingWith } from './helpers/named-codes';

const page = <PricingPage route="pricing" params={{}} layout="default" />;

function servePricing() {
  return serveApi({ 'GET /api/pricing.php': ({ query }) => ok(pricing(query.country ?? 'NL')) });
}

beforeEach(forgetPaymentCountry);

describe('pricing page for a visitor', () => {
  it('shows the guessed country’s packages with the welcome offer off, per credit and per message', async () => {
    const requests = servePricing();
    renderPage(page);
    const popular = await screen.findByRole('heading', { name: '25 credits' });
    const card = popular.closest('li')!;
    // list price struck through, what is paid in bold: both as the server computed them
    expect(within(card).getByText('€29.99', { exact: false }).closest('s')).not.toBeNull();
    expect(card).toHaveTextContent('You pay €23.99');
    expect(card).toHaveTextContent('€0.96 per credit');
    expect(within(card).getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('Welcome offer: 20% off your first package')).toBeInTheDocument();
    expect(screen.getByText('A message costs 1 credit: from €0.99 per message.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How you can pay' })).toBeInTheDocument();
    expect(screen.getByText('iDEAL')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/pricing.php')).toEqual([
      expect.objectContaining({ query: { country: 'NL' } }),
    ]);
  });

  it('offers signing up or logging in instead of buying', async () => {
    servePricing();
    renderPage(page);
    await screen.findByRole('heading', { name: '25 credits' });
    expect(screen.queryByRole('link', { name: /^Buy/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('prices in złoty for a visitor paying from Poland, keeping the choice in a cookie and storage', async () => {
    const requests = servePricing();
    renderPage(page);
    await screen.findByRole('heading', { name: '25 credits' });
    fireEvent.change(screen.getByLabelText('Payment country'), { target: { value: 'PL' } });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: '25 credits' }).closest('li')).toHaveTextContent('PLN 95.99'),
    );
    expect(screen.getByText('BLIK')).toBeInTheDocument();
    expect(screen.getByText('Przelewy24')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/pricing.php').at(-1)?.query).toEqual({ country: 'PL' });
    expect(localStorage.getItem(PAYMENT_COUNTRY_KEY)).toBe('PL');
    expect(document.cookie).toContain(`${PAYMENT_COUNTRY_KEY}=PL`);
  });

  it('writes prices, plurals and the country in the page language', async () => {
    servePricing();
    renderPage(page, { lng: 'pl', settings: { geoip_selected_country: 'PL' } });
    const card = (await screen.findByRole('heading', { name: '25 kredytów' })).closest('li')!;
    expect(card).toHaveTextContent('95,99 zł');
    expect(card).toHaveTextContent('119,99 zł');
    expect(screen.getByRole('heading', { name: '10 kredytów' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kraj płatności')).toHaveDisplayValue('Polska');
  });
});

describe('pricing page for a member', () => {
  it('prices in the member’s own country and lets them buy each package', async () => {
    const requests = servePricing();
    renderPage(page, { user: testUser({ country: 'BE' }) });
    await screen.findByRole('heading', { name: '25 credits' });
    expect(callsTo(requests, 'GET', '/api/pricing.php')[0]?.query).toEqual({ country: 'BE' });
    expect(screen.getByText('Bancontact')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy 25 credits' })).toHaveAttribute('href', '/credits/2');
    expect(screen.getByRole('link', { name: 'Buy 10 credits' })).toHaveAttribute('href', '/credits/1');
    expect(screen.queryByRole('link', { name: 'Sign up for free' })).toBeNull();
  });

  it('follows a payment country chosen before over the profile country', async () => {
    localStorage.setItem(PAYMENT_COUNTRY_KEY, 'GB');
    reloadPaymentCountry();
    const requests = servePricing();
    renderPage(page, { user: testUser({ country: 'NL' }) });
    const card = (await screen.findByRole('heading', { name: '25 credits' })).closest('li')!;
    expect(card).toHaveTextContent('£21.59');
    expect(callsTo(requests, 'GET', '/api/pricing.php')[0]?.query).toEqual({ country: 'GB' });
  });
});

describe('pricing page with a code in the link (?code=)', () => {
  it('prices a member’s packages with it, in the field, and carries it on to the checkout', async () => {
    serveApi({ 'GET /api/pricing.php': pricingWith({ SPRING25: campaign() }) });
    renderPage(page, { path: '/pricing?code=SPRING25', user: testUser({ country: 'NL' }) });
    expect(await screen.findByText('Discount code SPRING25: 25% off')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveValue('SPRING25');
    expect(screen.getByRole('heading', { name: '25 credits' }).closest('li')).toHaveTextContent('You pay €22.49');
    expect(screen.getByRole('link', { name: 'Buy 25 credits' })).toHaveAttribute('href', '/credits/2?code=SPRING25');
    expect(screen.getByRole('link', { name: 'To your credits' })).toHaveAttribute('href', '/credits?code=SPRING25');
  });
});
