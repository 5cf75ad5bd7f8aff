import { act, screen } from '@testing-library/react';
import { apiKey, TRANSACTION_POLL_MS } from '@dating/api-client';
import { getBus } from '@dating/bus';
import { getCredits, getUser, type Transaction, type TransactionStatus, type User } from '@dating/contract';
import { callsTo, ok, refused, renderPage, testUser, type Answer } from '@dating/testing';
import TransactionPage from '../src/pages/TransactionPage';
import { TOKEN, transaction } from './helpers/fixtures';
import { serveApi } from './helpers/server-double';

const buyer = testUser({ country: 'NL' }, { credits: 0, paid_user: false });
const afterPurchase = { ...buyer, credits: 25, paid_user: true };

/** The transaction as the server answers it each time it is asked: `statuses` in turn, the last one from then on. */
function serveTransaction(
  statuses: TransactionStatus[],
  extra: Record<string, () => Answer> = {},
  patch: Partial<Transaction> = {},
) {
  let asked = 0;
  return serveApi({
    'GET /api/transaction.php': () => ok(transaction(statuses[Math.min(asked++, statuses.length - 1)]!, patch)),
    'GET /api/user.php': () => ok({ user: afterPurchase }),
    ...extra,
  });
}

const transactionPage = (user: User | null = buyer, search = '') =>
  renderPage(
    <TransactionPage route="transactions-transactionId" params={{ transactionId: TOKEN }} layout="default" />,
    {
      path: `/transactions/${TOKEN}${search}`,
      user,
    },
  );

/** Lets the page's next poll happen. */
const nextPoll = () => act(() => jest.advanceTimersByTimeAsync(TRANSACTION_POLL_MS));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
afterAll(() => getBus().close());

describe('transaction page', () => {
  it('asks until the payment is final, then stops', async () => {
    const requests = serveTransaction(['pending', 'pending', 'failed']);
    transactionPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('There is no need to reload.');
    await nextPoll();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Waiting for your payment');
    await nextPoll();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    await nextPoll();
    await nextPoll();
    expect(callsTo(requests, 'GET', '/api/transaction.php')).toHaveLength(3);
    expect(callsTo(requests, 'GET', '/api/transaction.php')[0]?.query).toEqual({ id: TOKEN });
    // a failed payment changes nothing about the member
    expect(callsTo(requests, 'GET', '/api/user.php')).toEqual([]);
  });

  it('offers to try the same package and method again after a failure', async () => {
    serveTransaction(['cancelled']);
    transactionPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/credits/2/ideal');
    expect(screen.getByRole('link', { name: 'To your credits' })).toHaveAttribute('href', '/credits');
  });

  it('once paid, publishes the member with the new balance to the page and the other tabs', async () => {
    const events: unknown[] = [];
    const off = getBus().on('user:changed', (payload) => events.push(payload));
    const requests = serveTransaction(['pending', 'paid']);
    const { queryClient } = transactionPage();
    queryClient.setQueryData(apiKey(getCredits), { balance: 0 });
    await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' });
    expect(callsTo(requests, 'GET', '/api/user.php')).toEqual([]);
    await nextPoll();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('25 credits have been added to your balance.');
    await act(() => jest.advanceTimersByTimeAsync(0));
    off();
    expect(callsTo(requests, 'GET', '/api/user.php')).toHaveLength(1);
    expect(queryClient.getQueryData(apiKey(getUser))).toEqual({ user: afterPurchase });
    expect(events).toEqual([{ user: afterPurchase }]);
    // what was counted with the old balance is asked again
    expect(queryClient.getQueryState(apiKey(getCredits))?.isInvalidated).toBe(true);
    await nextPoll();
    expect(callsTo(requests, 'GET', '/api/transaction.php')).toHaveLength(2);
    expect(callsTo(requests, 'GET', '/api/user.php')).toHaveLength(1);
  });

  it('shows amount, package, method and status, and nothing about the buyer', async () => {
    serveTransaction(['paid']);
    // the provider may return the buyer to a browser without their session: the page is for whoever has the link
    transactionPage(null);
    const card = (await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' })).closest('div')!;
    expect(card).toHaveTextContent('Package25 credits');
    expect(card).toHaveTextContent('Payment methodiDEAL');
    expect(card).toHaveTextContent('Amount paid€23.99');
    expect(card).not.toHaveTextContent(buyer.email);
    expect(card).not.toHaveTextContent(buyer.profile.name);
  });

  it('shows the regular price, the discount and the amount paid when a discount applied', async () => {
    serveTransaction(
      ['paid'],
      {},
      {
        amount: { amount: 2399, currency: 'EUR' },
        list_amount: { amount: 2999, currency: 'EUR' },
        discount: { kind: 'welcome', percentage: 20 },
      },
    );
    transactionPage();
    const card = (await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' })).closest('div')!;
    expect(card).toHaveTextContent('Regular price€29.99');
    expect(card).toHaveTextContent('Welcome offer20% off');
    expect(card).toHaveTextContent('Amount paid€23.99');
  });

  it('shows no discount where the order had none', async () => {
    serveTransaction(['paid']);
    transactionPage();
    const card = (await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' })).closest('div')!;
    expect(card).toHaveTextContent('Amount paid€23.99');
    expect(card).not.toHaveTextContent('Regular price');
    expect(card).not.toHaveTextContent(/% off/);
  });

  it('once paid, leads back to the conversation where the purchase started', async () => {
    serveTransaction(['pending', 'paid']);
    transactionPage(buyer, `?return=${encodeURIComponent('/chats/7')}`);
    await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' });
    expect(screen.queryByRole('link', { name: 'Back to the conversation' })).not.toBeInTheDocument();
    await nextPoll();
    const back = await screen.findByRole('link', { name: 'Back to the conversation' });
    expect(back).toHaveAttribute('href', '/chats/7');
    // the main action: the first way on
    const links = screen.getAllByRole('link');
    expect(links[0]).toBe(back);
    expect(screen.getByRole('link', { name: 'To your credits' })).toHaveAttribute('href', '/credits');
  });

  it('once paid, leads back to any other page of the site where the purchase started', async () => {
    serveTransaction(['paid']);
    transactionPage(buyer, `?return=${encodeURIComponent('/members?page=2')}`);
    expect(await screen.findByRole('link', { name: 'Back to where you were' })).toHaveAttribute(
      'href',
      '/members?page=2',
    );
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'never leads to another site (%s)',
    async (elsewhere) => {
      serveTransaction(['paid']);
      transactionPage(buyer, `?return=${encodeURIComponent(elsewhere)}`);
      expect(await screen.findByRole('link', { name: 'To your credits' })).toHaveAttribute('href', '/credits');
      for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/(?![/\\])/);
      expect(screen.queryByRole('link', { name: /^Back/ })).not.toBeInTheDocument();
    },
  );

  it('after a failure keeps where the purchase started for the next try', async () => {
    serveTransaction(['failed']);
    transactionPage(buyer, `?return=${encodeURIComponent('/chats/7')}`);
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/credits/2/ideal?return=%2Fchats%2F7',
    );
    expect(screen.getByRole('link', { name: 'To your credits' })).toHaveAttribute(
      'href',
      '/credits?return=%2Fchats%2F7',
    );
  });

  it('says when the link leads to no payment, and stops asking', async () => {
    const requests = serveApi({ 'GET /api/transaction.php': () => refused(404, 'not_found') });
    transactionPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    await nextPoll();
    await nextPoll();
    expect(callsTo(requests, 'GET', '/api/transaction.php')).toHaveLength(1);
  });
});
