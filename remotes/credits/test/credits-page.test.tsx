import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiKey } from '@dating/api-client';
import { getDiscountcode, getUser } from '@dating/contract';
import { callsTo, held, ok, refused, renderPage, testUser, type Answer, type Routes } from '@dating/testing';
import CreditsPage from '../src/pages/CreditsPage';
import { overview, pricing, timeBonus, welcome } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';
import { forgetPaymentCountry } from './helpers/payment-country';

const member = testUser({ country: 'NL' }, { credits: 24, paid_user: true });

function creditsPage(
  routes: Partial<Routes> = {},
  discount: () => Answer | Promise<Answer> = () => ok({ discountcode: welcome, active: true }),
  path = '/credits',
) {
  const requests = serveApi({
    'GET /api/pricing.php': ({ query }) => ok(pricing(query.country!)),
    'GET /api/credits.php': () => ok(overview()),
    'GET /api/discountcode.php': discount,
    ...routes,
  } as Routes);
  const view = renderPage(<CreditsPage route="credits" params={{}} layout="default" />, {
    path,
    user: member,
  });
  return { requests, ...view };
}

beforeEach(forgetPaymentCountry);

describe('credits page', () => {
  it('shows the balance, the packages to buy and the way to buy the last package again', async () => {
    creditsPage();
    expect(await screen.findByText('24 credits')).toBeInTheDocument();
    expect(screen.getByText('Paying member')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Buy 25 credits' })).toHaveAttribute('href', '/credits/2');
    expect(screen.getByRole('link', { name: 'Buy your last package again' })).toHaveAttribute(
      'href',
      '/credits/repeat-order',
    );
  });

  it('passes where the purchase started on to the checkout and the repeat order, and leads back there', async () => {
    creditsPage(undefined, undefined, `/credits?return=${encodeURIComponent('/chats/7')}`);
    expect(await screen.findByRole('link', { name: 'Buy 25 credits' })).toHaveAttribute(
      'href',
      '/credits/2?return=%2Fchats%2F7',
    );
    expect(screen.getByRole('link', { name: 'Buy your last package again' })).toHaveAttribute(
      'href',
      '/credits/repeat-order?return=%2Fchats%2F7',
    );
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/chats/7');
  });

  it('draws the offer once the discount has answered too, so its banner never pushes the packages down', async () => {
    let answerDiscount!: () => void;
    const discountHeld = new Promise<Answer>(
      (resolve) => (answerDiscount = () => resolve(ok({ discountcode: welcome, active: true }))),
    );
    const { requests } = creditsPage(undefined, () => discountHeld);
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/pricing.php').length).toBeGreaterThan(0));
    expect(await screen.findByText('24 credits')).toBeInTheDocument();
    // the prices are in; the offer waits, its place held
    expect(screen.getByText('Loading the prices')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy 25 credits' })).toBeNull();
    await act(async () => answerDiscount());
    expect(await screen.findByRole('link', { name: 'Buy 25 credits' })).toBeInTheDocument();
    expect(screen.getByText('Welcome offer: 20% off your first package')).toBeInTheDocument();
    expect(screen.queryByText('Loading the prices')).toBeNull();
  });

  it('keeps the country field, its focus and the packages in place while another country’s prices load', async () => {
    const poland = held();
    const { requests } = creditsPage({
      'GET /api/pricing.php': ({ query }) => (query.country === 'PL' ? poland.answer : ok(pricing(query.country!))),
    });
    expect(await screen.findByRole('link', { name: 'Buy 25 credits' })).toBeInTheDocument();
    const field = screen.getByLabelText('Payment country');
    field.focus();
    fireEvent.change(field, { target: { value: 'PL' } });
    await waitFor(() =>
      expect(callsTo(requests, 'GET', '/api/pricing.php').map((r) => r.query.country)).toContain('PL'),
    );
    // the last prices stay, marked as loading, and the field keeps the member's choice and focus
    const packages = screen.getByRole('region', { name: 'Credit packages' });
    expect(packages).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Payment country')).toBe(field);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('PL');
    await act(async () => poland.release(ok(pricing('PL'))));
    await waitFor(() => expect(packages).toHaveAttribute('aria-busy', 'false'));
    expect(within(packages).getAllByText(/PLN/).length).toBeGreaterThan(0);
    expect(field).toHaveValue('PL');
  });

  it('lists purchases and spends, newest first, with what was paid', async () => {
    creditsPage();
    const history = await screen.findByRole('region', { name: 'History' });
    const [spend, bought] = within(history).getAllByRole('listitem');
    expect(spend).toHaveTextContent('Message sent');
    expect(spend).toHaveTextContent('1 credit taken off');
    expect(bought).toHaveTextContent('Credits bought');
    expect(bought).toHaveTextContent('25 credits added');
    expect(bought).toHaveTextContent('€23.99');
    expect(within(bought!).getByText(/May 1, 2026/)).toHaveAttribute('datetime', '2026-05-01T09:00:00.000Z');
  });

  it('asks for the active discount and shows the welcome code', async () => {
    const { requests } = creditsPage();
    expect(await screen.findByText('Welcome offer: 20% off your first package')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/discountcode.php').map((r) => r.query)).toEqual([{}]);
  });

  it('shows a time bonus with a countdown that runs', async () => {
    jest.useFakeTimers(); // the countdown's clock, moved by the test: a second on the page is no second of waiting
    try {
      creditsPage({}, () => ok({ discountcode: timeBonus(26 * 3600_000 + 5_000), active: true }));
      expect(await screen.findByText('Time bonus: 30% off every package')).toBeInTheDocument();
      const clock = () => screen.getByText(/^Ends in/).textContent;
      expect(clock()).toMatch(/^Ends in 1 day 02:00:0\d$/);
      const first = clock();
      act(() => jest.advanceTimersByTime(1_000));
      expect(clock()).not.toBe(first);
      expect(clock()).toMatch(/^Ends in 1 day 02:00:0\d$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('at its end the time bonus goes: prices and discount are asked again, the banner is gone', async () => {
    jest.useFakeTimers();
    try {
      let over = false;
      const { requests } = creditsPage(
        { 'GET /api/pricing.php': ({ query }) => ok(pricing(query.country!, over ? null : timeBonus(3_000))) },
        // the welcome code was used by the first purchase: nothing is active after the bonus
        () => (over ? refused(404, 'discount_used') : ok({ discountcode: timeBonus(3_000), active: true })),
      );
      expect(await screen.findByText('Time bonus: 30% off every package')).toBeInTheDocument();
      expect(screen.getByText(/^Ends in/)).toHaveTextContent(/^Ends in 00:00:0[23]$/);
      over = true;
      act(() => jest.advanceTimersByTime(3_000));
      await waitFor(() => expect(screen.queryByText('Time bonus: 30% off every package')).toBeNull());
      expect(screen.queryByText(/^Ends in/)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(callsTo(requests, 'GET', '/api/discountcode.php')).toHaveLength(2);
      expect(await screen.findByText('€29.99', { selector: '.credits-package-pay' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores a failing welcome code (docs/product.md §8): the member simply has no discount', async () => {
    const { requests, queryClient } = creditsPage({}, () => refused(404, 'discount_used'));
    await screen.findByRole('link', { name: 'Buy 25 credits' });
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/discountcode.php')).toHaveLength(1));
    // the refusal has been answered, and the page told (react-query tells its observers in a timeout of 0)
    await waitFor(() => expect(queryClient.isFetching({ queryKey: apiKey(getDiscountcode) })).toBe(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText(/Welcome offer/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure of the discount, and asks again on retry', async () => {
    let fail = true;
    creditsPage({}, () => (fail ? refused(503, 'busy') : ok({ discountcode: welcome, active: true })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your discount could not be loaded. Many photos are being uploaded right now.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome offer: 20% off your first package')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fetches the overview again when the balance changes elsewhere (a message, another tab’s purchase)', async () => {
    let balance = 24;
    const { requests, queryClient } = creditsPage({ 'GET /api/credits.php': () => ok(overview({ balance })) });
    await screen.findByText('24 credits');
    balance = 49;
    act(() => queryClient.setQueryData(apiKey(getUser), { user: { ...member, credits: 49 } }));
    expect(await screen.findByText('49 credits')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/credits.php')).toHaveLength(2);
  });

  it('says when there is no history yet, and offers no repeat without a paid order', async () => {
    creditsPage({
      'GET /api/credits.php': () => ok(overview({ balance: 0, paid_user: false, history: [], last_order: null })),
    });
    expect(await screen.findByRole('heading', { name: 'No purchases or messages yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy your last package again' })).toBeNull();
    expect(screen.queryByText('Paying member')).toBeNull();
  });
});
