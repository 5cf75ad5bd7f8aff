import {
  CreditsOverview,
  validate,
  currencyOf,
  discounted,
  discountCovers,
  paymentMethodsOf,
  Pricing,
  Transaction,
  type DiscountCode,
  type LedgerEntry,
  type TransactionStatus,
} from '@dating/contract';

/**
 * Answers shaped exactly as the contract says (each is asserted against its schema), with the figures the server's
 * price list gives: list prices per currency, the discount taken off with the contract's own rounding rule.
 */
const LIST: Record<number, { credits: number; popular: boolean; prices: Record<string, number> }> = {
  1: { credits: 10, popular: false, prices: { EUR: 1499, PLN: 5999, GBP: 1299 } },
  2: { credits: 25, popular: true, prices: { EUR: 2999, PLN: 11999, GBP: 2699 } },
  3: { credits: 50, popular: false, prices: { EUR: 5499, PLN: 21999, GBP: 4799 } },
  4: { credits: 100, popular: false, prices: { EUR: 9900, PLN: 39900, GBP: 8900 } },
};

/** Fails the test where a fixture breaks the contract: the answers here are the server's, exactly. */
function assert<T>(value: T, schema: Parameters<typeof validate<T, unknown>>[1]): void {
  const [failure] = validate(value, schema);
  if (failure) throw failure;
}

const perCredit = (amount: number, credits: number) => Math.floor((2 * amount + credits) / (2 * credits));

export const welcome: DiscountCode = {
  code: 'WELCOME',
  kind: 'welcome',
  percentage: 20,
  expires_at: null,
  packages: null,
};

export const timeBonus = (msFromNow: number, percentage = 30): DiscountCode => ({
  code: 'BONUS-1A2B3C',
  kind: 'time_bonus',
  percentage,
  expires_at: new Date(Date.now() + msFromNow).toISOString(),
  packages: null,
});

/** The prices with `discount` on the packages it covers, `otherwise` on the others (a named code beside the active). */
export function pricing(
  country: string,
  discount: DiscountCode | null = welcome,
  otherwise: DiscountCode | null = null,
): Pricing {
  const currency = currencyOf(country);
  const answer: Pricing = {
    country,
    currency,
    packages: Object.entries(LIST).map(([id, pkg]) => {
      const amount = pkg.prices[currency]!;
      const applied = [discount, otherwise].find((d) => d !== null && discountCovers(d, Number(id)));
      const pay = discounted(amount, applied?.percentage ?? 0);
      return {
        id: Number(id),
        credits: pkg.credits,
        price: { amount, currency },
        pay: { amount: pay, currency },
        per_credit: { amount: perCredit(pay, pkg.credits), currency },
        popular: pkg.popular,
      };
    }),
    methods: paymentMethodsOf(country),
    message_cost: { amount: perCredit(LIST[4]!.prices[currency]!, 100), currency },
    message_credits: 1,
    discount,
  };
  assert(answer, Pricing);
  return answer;
}

export const purchase = (id: number, credits: number, amount: number, created_at: string): LedgerEntry => ({
  id,
  kind: 'purchase',
  credits,
  amount: { amount, currency: 'EUR' },
  created_at,
});

export const messageSpend = (id: number, created_at: string): LedgerEntry => ({
  id,
  kind: 'message',
  credits: -1,
  amount: null,
  created_at,
});

export function overview(patch: Partial<CreditsOverview> = {}): CreditsOverview {
  const answer: CreditsOverview = {
    balance: 24,
    paid_user: true,
    history: [messageSpend(2, '2026-05-02T10:15:00.000Z'), purchase(1, 25, 2399, '2026-05-01T09:00:00.000Z')],
    last_order: { package_id: 2, method: 'ideal', country: 'NL' },
    ...patch,
  };
  assert(answer, CreditsOverview);
  return answer;
}

export const TOKEN = 'tK9_xY2-aB3cD4eF5gH6iJ7kL8mN9oP0';

export function transaction(status: TransactionStatus, patch: Partial<Transaction> = {}): { transaction: Transaction } {
  const answer: Transaction = {
    id: TOKEN,
    status,
    package_id: 2,
    credits: 25,
    amount: { amount: 2399, currency: 'EUR' },
    list_amount: { amount: 2399, currency: 'EUR' },
    discount: null,
    method: 'ideal',
    created_at: '2026-05-03T12:00:00.000Z',
    ...patch,
  };
  assert(answer, Transaction);
  return { transaction: answer };
}
