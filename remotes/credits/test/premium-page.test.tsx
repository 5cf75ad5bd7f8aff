import { screen, within } from '@testing-library/react';
import { renderPage, testUser } from '@dating/testing';
import PremiumPage from '../src/pages/PremiumPage';
import { serveApi } from './helpers/server-double';

const premium = (user = testUser({}, { credits: 0, paid_user: false })) => {
  // the page needs nothing but the member the host already has: any call would be a mistake
  const requests = serveApi({});
  renderPage(<PremiumPage route="premium" params={{}} layout="default" />, { path: '/premium', user });
  return requests;
};

describe('premium page', () => {
  it('lists what paying members get, and the way to buy', async () => {
    const requests = premium();
    const benefits = await screen.findByRole('region', { name: 'What paying members get' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'No webcam ads',
      'Credits that never expire',
      'No subscription',
      'A receipt for every purchase',
      'Pay the way you are used to',
    ]);
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: 'See the prices' })).toHaveAttribute('href', '/pricing');
    expect(requests).toEqual([]);
  });

  it('tells a member whether they pay already, with their balance', async () => {
    premium();
    expect(await screen.findByText('You are not a paying member yet.')).toBeInTheDocument();
    expect(screen.getByText('Your balance: 0 credits')).toBeInTheDocument();
  });

  it('greets a paying member as one', async () => {
    premium(testUser({}, { credits: 1, paid_user: true }));
    expect(await screen.findByText('You are a paying member')).toBeInTheDocument();
    expect(screen.getByText('Your balance: 1 credit')).toBeInTheDocument();
  });
});
