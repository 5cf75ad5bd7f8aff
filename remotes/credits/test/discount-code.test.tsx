import { fireEvent, screen, within } from '@testing-library/react';
import { callsTo, ok, refused, renderPage, testUser, type Answer } from '@dating/testing';
import type { Language } from '@dating/i18n';
import type { DiscountCode } from '@dating/contract';
import CreditsPage from '../src/pages/CreditsPage';
import { overview, welcome } from './helpers/fixtures';
import { campaign, pricingWith } from './helpers/named-codes';
import { serveApi } from './helpers/server-double';
import { forgetPaymentCountry } from './helpers/payment-country';

/** /credits at `path`, the server double knowing `codes` by name (docs/product.md §3, §8, §9). */
function creditsPage(path: string, codes: Record<string, DiscountCode | Answer> = {}, lng: Language = 'en') {
  const requests = serveApi({
    'GET /api/pricing.php': pricingWith(codes),
    'GET /api/credits.php': () => ok(overview()),
    'GET /api/discountcode.php': () => ok({ discountcode: welcome, active: true }),
  });
  renderPage(<CreditsPage route="credits" params={{}} layout="default" />, {
    path,
    lng,
    user: testUser({ country: 'NL' }),
  });
  return requests;
}

const codeCalls = (requests: ReturnType<typeof creditsPage>) =>
  callsTo(requests, 'GET', '/api/pricing.php').filter((r) => r.query.code !== undefined);
const card = (credits: number) => screen.getByRole('heading', { name: `${credits} credits` }).closest('li')!;
const codeField = () => screen.getByLabelText('Discount code');

async function apply(code: string) {
  fireEvent.change(await screen.findByLabelText('Discount code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

beforeEach(forgetPaymentCountry);

describe('naming a discount code on /credits', () => {
  it('applies a typed code, trimmed: the server prices the page with it and the checkout links carry it', async () => {
    const requests = creditsPage('/credits', { SPRING25: campaign() });
    await screen.findByText('Welcome offer: 20% off your first package');
    await apply('  SPRING25 ');
    expect(await screen.findByText('Discount code SPRING25: 25% off')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Code SPRING25 is applied.');
    expect(screen.getByTestId('location')).toHaveTextContent('/credits?code=SPRING25');
    expect(codeCalls(requests).map((r) => r.query)).toEqual([{ country: 'NL', code: 'SPRING25' }]);
    expect(card(25)).toHaveTextContent('You pay €22.49');
    expect(screen.getByRole('link', { name: 'Buy 25 credits' })).toHaveAttribute('href', '/credits/2?code=SPRING25');
    expect(screen.queryByText(/Welcome offer/)).toBeNull();
  });

  it('prices the page with the code of a link (?code=), as a mail or a reload brings it', async () => {
    const requests = creditsPage('/credits?code=SPRING25', { SPRING25: campaign() });
    expect(await screen.findByText('Discount code SPRING25: 25% off')).toBeInTheDocument();
    expect(codeField()).toHaveValue('SPRING25');
    expect(card(10)).toHaveTextContent('You pay €11.24');
    expect(codeCalls(requests)).toHaveLength(1);
  });

  it.each([
    ['NOPE', refused(404, 'discount_unknown'), 'This discount code does not exist. Check the code and try again.'],
    ['LAPSED', refused(404, 'discount_expired'), 'This discount code has expired.'],
    ['ONCE', refused(404, 'discount_used'), 'You have already used this discount code.'],
  ])('refuses %s with its reason beside the field, and keeps the active discount', async (code, answer, reason) => {
    creditsPage('/credits', { [code]: answer });
    await apply(code);
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(reason);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(reason);
    expect(screen.getByText('Welcome offer: 20% off your first package')).toBeInTheDocument();
    expect(card(25)).toHaveTextContent('You pay €23.99');
    expect(screen.getByRole('link', { name: 'Buy 25 credits' })).toHaveAttribute('href', '/credits/2');
  });

  it('says in the page language when too many codes were named in a while', async () => {
    creditsPage('/credits?code=GUESS', { GUESS: refused(429, 'rate_limited') }, 'nl');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je hebt veel kortingscodes geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.',
    );
    expect(screen.getByLabelText('Kortingscode')).toHaveValue('GUESS');
  });

  it('removes the code: back to the active discount, the field emptied', async () => {
    creditsPage('/credits?code=SPRING25', { SPRING25: campaign() });
    await screen.findByText('Discount code SPRING25: 25% off');
    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByText('Welcome offer: 20% off your first package')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/credits$/);
    expect(codeField()).toHaveValue('');
    expect(card(25)).toHaveTextContent('You pay €23.99');
    expect(screen.queryByRole('button', { name: 'Remove code' })).toBeNull();
  });

  it('sends no empty code: spaces only are refused in the field', async () => {
    const requests = creditsPage('/credits');
    await screen.findByText('Welcome offer: 20% off your first package');
    await apply('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Value is required');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/credits$/);
    expect(codeCalls(requests)).toEqual([]);
  });

  it('a code for some packages: only they are priced with it, and only their links carry it', async () => {
    creditsPage('/credits?code=SPRING25', { SPRING25: campaign([3]) });
    const banner = (await screen.findByText('Discount code SPRING25: 25% off')).closest('div')!;
    expect(banner).toHaveTextContent('Only for 50 credits: the other packages keep their prices.');
    expect(card(50)).toHaveTextContent('You pay €41.24');
    expect(card(25)).toHaveTextContent('You pay €23.99');
    expect(screen.getByRole('link', { name: 'Buy 50 credits' })).toHaveAttribute('href', '/credits/3?code=SPRING25');
    expect(within(card(10)).getByRole('link', { name: 'Buy 10 credits' })).toHaveAttribute('href', '/credits/1');
  });

  it('asks again for the same code after a failure, when the member applies it once more', async () => {
    const codes: Record<string, DiscountCode | Answer> = { SPRING25: refused(503, 'busy') };
    const requests = creditsPage('/credits?code=SPRING25', codes);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    codes.SPRING25 = campaign();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code SPRING25: 25% off')).toBeInTheDocument();
    expect(codeCalls(requests)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
