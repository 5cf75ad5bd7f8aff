import type { PaymentMethod } from '@dating/contract';

/** Brand names stay as they are in every language; the card is named in the page's language. */
export function methodName(method: PaymentMethod, cardName: string): string {
  const names: Record<PaymentMethod, string> = {
    ideal: 'iDEAL',
    bancontact: 'Bancontact',
    blik: 'BLIK',
    przelewy24: 'Przelewy24',
    card: cardName,
    paypal: 'PayPal',
  };
  return names[method];
}

/** The banks a buyer picks on a bank-redirect method's page (as at the real iDEAL and Przelewy24 pages). */
export const BANKS: Partial<Record<PaymentMethod, string[]>> = {
  ideal: [
    'ABN AMRO',
    'ASN Bank',
    'bunq',
    'ING',
    'Knab',
    'Rabobank',
    'RegioBank',
    'Revolut',
    'SNS',
    'Triodos Bank',
    'Van Lanschot',
  ],
  przelewy24: ['PKO BP', 'Pekao', 'mBank', 'ING Bank Śląski', 'Santander Bank Polska', 'Millennium', 'Alior Bank'],
};
