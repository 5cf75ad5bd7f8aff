import { CreditCard, Landmark, Smartphone, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '@dating/contract';

/** Each payment method's picture: a bank for the bank methods, a phone for BLIK's code, a card, a wallet. */
export const METHOD_ICONS: Record<PaymentMethod, LucideIcon> = {
  ideal: Landmark,
  bancontact: Landmark,
  przelewy24: Landmark,
  blik: Smartphone,
  card: CreditCard,
  paypal: Wallet,
};
