import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { callsTo, held, ok, refused, renderPage, testUser, type Answer } from '@dating/testing';
import type { DiscountCode } from '@dating/contract';
import CheckoutPage from '../src/pages/CheckoutPage';
import { providerNavigation } from '../src/checkout/provider-navigation';
import { pricing, timeBonus, TOKEN } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';
import { forgetPaymentCountry } from './helpers/payment-country';
import { campaign, pricingWith } from './helpers/named-codes';

const PROVIDER_PAGE = `http://localhost/api/payments/sandbox/pay?order=${TOKEN}`;

/** The checkout with its parameters from the URL, as the host passes them (they change when the URL does). */
function RoutedCheckout() {
  const params = useParams() as Record<string, string>;
  return <CheckoutPage route="credits-creditId-paymentMethod" params={params} layout="default" />;
}

function checkout(creditId: string, paymentMethod?: string, lng: 'en' | 'de' = 'en', search = '') {
  return renderPage(<RoutedCheckout />, {
    path: `/credits/${creditId}${paymentMethod ? `/${paymentMethod}` : ''}${search}`,
    routePath: '/credits/:creditId/:paymentMethod?',
    lng,
    user: testUser({ country: 'NL' }),
  });
}

let went: string[];
const go = providerNavigation.go;

beforeEach(() => {
  forgetPaymentCountry();
  went = [];
  providerNavigation.go = (url) => went.push(url);
});

afterAll(() => {
  providerNavigation.go = go;
});

function serveCheckout(
  order: () => Answer = () => ok({ transaction: TOKEN, redirect_url: PROVIDER_PAGE }),
  codes: Record<string, DiscountCode | Answer> = {},
) {
  return serveApi({ 'GET /api/pricing.php': pricingWith(codes), 'POST /api/order.php': order });
}

/**
 * The pay button, waited for by its text: findByRole named every element of the page (the country list among
 * them) on each change while it loaded, seconds of CPU on a busy machine. Tests check its accessible name.
 */
const payButton = () => screen.findByText(/^Pay /, { selector: 'button' });

describe('checkout', () => {
  it('shows the package at the server’s price, the country’s methods and the URL’s one chosen', async () => {
    serveCheckout();
    checkout('2', 'paypal');
    expect(await payButton()).toHaveAccessibleName('Pay €23.99');
    const summary = screen.getByRole('heading', { name: 'Your order' }).closest('div')!;
    expect(summary).toHaveTextContent('25 credits');
    expect(summary).toHaveTextContent('Regular price€29.99');
    expect(summary).toHaveTextContent('Welcome offer20% off');
    expect(summary).toHaveTextContent('To pay€23.99');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['ideal', 'card', 'paypal']);
    expect(within(methods).getByRole('radio', { name: /PayPal/ })).toBeChecked();
  });

  it('chooses the country’s own method first when the URL names none, or one this country does not offer', async () => {
    serveCheckout();
    checkout('2', 'blik');
    await payButton();
    expect(screen.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
  });

  it('keeps the chosen method in the URL', async () => {
    serveCheckout();
    checkout('2');
    await payButton();
    fireEvent.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/credits/2/card'));
    expect(screen.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
  });

  it('refuses to order without the consent to immediate delivery, and says why', async () => {
    const requests = serveCheckout();
    checkout('2', 'ideal');
    fireEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm this to pay: credits are delivered right after payment.',
    );
    const consent = screen.getByRole('checkbox', { name: /lose my 14-day right of withdrawal/ });
    expect(consent).toHaveFocus();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(requests, 'POST', '/api/order.php')).toEqual([]);
    expect(went).toEqual([]);
  });

  it('with the consent orders exactly the choice and leaves for the provider’s page', async () => {
    const requests = serveCheckout();
    checkout('2', 'ideal');
    fireEvent.click(await screen.findByLabelText(/right of withdrawal/));
    fireEvent.click(await payButton());
    await waitFor(() => expect(went).toEqual([PROVIDER_PAGE]));
    expect(callsTo(requests, 'POST', '/api/order.php').map((r) => r.body)).toEqual([
      { package: 2, method: 'ideal', country: 'NL', consent: true, discount: null },
    ]);
    // on its way out: a second click cannot order twice
    expect(await payButton()).toBeDisabled();
  });

  it('orders with where the purchase started, and keeps it in the method and on the way back', async () => {
    const requests = serveCheckout();
    checkout('2', 'ideal', 'en', `?return=${encodeURIComponent('/chats/7')}`);
    await payButton();
    expect(screen.getByRole('link', { name: 'Back to your credits' })).toHaveAttribute(
      'href',
      '/credits?return=%2Fchats%2F7',
    );
    fireEvent.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/credits/2/card?return=%2Fchats%2F7'),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /right of withdrawal/ }));
    fireEvent.click(await payButton());
    await waitFor(() => expect(went).toEqual([PROVIDER_PAGE]));
    expect(callsTo(requests, 'POST', '/api/order.php').map((r) => r.body)).toEqual([
      { package: 2, method: 'card', country: 'NL', consent: true, discount: null, return: '/chats/7' },
    ]);
  });

  it('does not hand on a way back to another site', async () => {
    const requests = serveCheckout();
    checkout('2', 'ideal', 'en', `?return=${encodeURIComponent('//evil.example')}`);
    fireEvent.click(await screen.findByLabelText(/right of withdrawal/));
    expect(screen.getByRole('link', { name: 'Back to your credits' })).toHaveAttribute('href', '/credits');
    fireEvent.click(await payButton());
    await waitFor(() => expect(went).toEqual([PROVIDER_PAGE]));
    expect(callsTo(requests, 'POST', '/api/order.php')[0]?.body).not.toHaveProperty('return');
  });

  it('orders in the payment country the member chose, with that country’s methods', async () => {
    const requests = serveCheckout();
    checkout('3');
    await payButton();
    fireEvent.change(screen.getByLabelText('Payment country'), { target: { value: 'PL' } });
    await waitFor(() => expect(screen.getByLabelText(/BLIK/)).toBeChecked());
    expect(await payButton()).toHaveAccessibleName(/^Pay PLN\s175\.99$/);
    fireEvent.click(screen.getByRole('checkbox', { name: /right of withdrawal/ }));
    fireEvent.click(await payButton());
    await waitFor(() => expect(went).toHaveLength(1));
    expect(callsTo(requests, 'POST', '/api/order.php')[0]?.body).toEqual({
      package: 3,
      method: 'blik',
      country: 'PL',
      consent: true,
      discount: null,
    });
  });

  it('keeps the form while another country’s prices load, and pays only at the new country’s price', async () => {
    const poland = held();
    const codes = pricingWith({});
    serveApi({
      'GET /api/pricing.php': (request) => (request.query.country === 'PL' ? poland.answer : codes(request)),
      'POST /api/order.php': () => ok({ transaction: TOKEN, redirect_url: PROVIDER_PAGE }),
    });
    checkout('3');
    await payButton();
    fireEvent.click(screen.getByRole('checkbox', { name: /right of withdrawal/ }));
    fireEvent.change(screen.getByLabelText('Payment country'), { target: { value: 'PL' } });
    // the last prices are shown, never paid: the button waits for Poland's
    await waitFor(() => expect(screen.getByText(/^Pay /, { selector: 'button' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: /right of withdrawal/ })).toBeChecked();
    poland.release(ok(pricing('PL')));
    await waitFor(() => expect(screen.getByText(/^Pay /, { selector: 'button' })).toBeEnabled());
    expect(await payButton()).toHaveAccessibleName(/^Pay PLN\s175\.99$/);
  });

  it('shows a refusal in the member’s language and keeps every choice', async () => {
    serveCheckout(() => refused(429, 'rate_limited'));
    checkout('2', 'card', 'de');
    fireEvent.click(await screen.findByLabelText(/Widerrufsrecht/));
    fireEvent.click(screen.getByRole('button', { name: /bezahlen$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Bestellung konnte nicht gestartet werden. ' +
        'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
    );
    expect(screen.getByRole('checkbox', { name: /Widerrufsrecht/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Kredit- oder Debitkarte/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /bezahlen$/ })).toBeEnabled();
    expect(went).toEqual([]);
  });

  it('says at the box when the server refuses the consent, until the box is ticked again', async () => {
    const consentRefused: Answer = {
      status: 400,
      body: {
        error: 'validation',
        message: 'Some of the values are not accepted.',
        fields: { consent: { code: 'required', message: 'Consent is required' } },
      },
    };
    serveCheckout(() => consentRefused);
    checkout('2', 'ideal');
    const consent = await screen.findByLabelText(/right of withdrawal/);
    fireEvent.click(consent);
    fireEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm this to pay: credits are delivered right after payment.',
    );
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Your order could not be started/)).not.toBeInTheDocument();
    fireEvent.click(consent);
    fireEvent.click(consent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(went).toEqual([]);
  });

  it('orders once when pay is pressed twice before the server answered', async () => {
    const answer = held();
    const requests = serveApi({ 'GET /api/pricing.php': pricingWith({}), 'POST /api/order.php': () => answer.answer });
    checkout('2', 'ideal');
    fireEvent.click(await screen.findByLabelText(/right of withdrawal/));
    const form = (await payButton()).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    answer.release(ok({ transaction: TOKEN, redirect_url: PROVIDER_PAGE }));
    await waitFor(() => expect(went).toEqual([PROVIDER_PAGE]));
    expect(callsTo(requests, 'POST', '/api/order.php')).toHaveLength(1);
  });

  it('shows a time bonus with its countdown beside the order', async () => {
    serveApi({ 'GET /api/pricing.php': () => ok(pricing('NL', timeBonus(3 * 3600_000))) });
    checkout('1');
    await payButton();
    expect(screen.getByText('Time bonus: 30% off every package')).toBeInTheDocument();
    expect(screen.getByText(/^Ends in/)).toHaveTextContent(/Ends in 0[23]:\d\d:\d\d/);
    expect(screen.getByRole('heading', { name: 'Your order' }).closest('div')).toHaveTextContent('Time bonus30% off');
  });

  it('says when the package does not exist', async () => {
    serveCheckout();
    checkout('9');
    expect(await screen.findByRole('heading', { name: 'This package does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the packages' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});

describe('checkout with a discount code', () => {
  const ordered = (requests: ReturnType<typeof serveCheckout>) =>
    callsTo(requests, 'POST', '/api/order.php').map((r) => r.body.discount);

  it('prices the package with a code typed here, keeps it beside the method and orders with it', async () => {
    const requests = serveCheckout(undefined, { SPRING25: campaign() });
    checkout('2', 'ideal');
    expect(await payButton()).toHaveAccessibleName('Pay €23.99');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'SPRING25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect(await payButton()).toHaveAccessibleName('Pay €22.49'));
    expect(screen.getByRole('heading', { name: 'Your order' }).closest('div')).toHaveTextContent(
      'Discount code25% off',
    );
    expect(callsTo(requests, 'GET', '/api/pricing.php').at(-1)?.query).toEqual({
      country: 'NL',
      code: 'SPRING25',
      package: '2',
    });
    expect(screen.getByRole('link', { name: 'Back to your credits' })).toHaveAttribute(
      'href',
      '/credits?code=SPRING25',
    );
    fireEvent.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/credits/2/card?code=SPRING25'));
    fireEvent.click(screen.getByRole('checkbox', { name: /right of withdrawal/ }));
    fireEvent.click(await payButton());
    await waitFor(() => expect(went).toEqual([PROVIDER_PAGE]));
    expect(ordered(requests)).toEqual(['SPRING25']);
  });

  it('says in the page language when the code is not for this package, and orders at the active discount', async () => {
    const requests = serveCheckout(undefined, { SPRING25: campaign([3]) });
    checkout('2', 'ideal', 'de', '?code=SPRING25');
    expect(await screen.findByText('Dieser Rabattcode gilt nicht für dieses Paket.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Rabattcode')).toHaveAttribute('aria-invalid', 'true');
    const pay = await screen.findByText(/bezahlen$/, { selector: 'button' });
    expect(pay).toHaveAccessibleName(/^23,99\s€ bezahlen$/);
    fireEvent.click(screen.getByLabelText(/Widerrufsrecht/));
    fireEvent.click(pay);
    await waitFor(() => expect(went).toHaveLength(1));
    expect(ordered(requests)).toEqual([null]);
  });
});
