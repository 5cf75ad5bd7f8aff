import { MESSAGE_CREDITS } from '../credits/packages';

/**
 * The credits one message takes from a sender in `country` (their payment country). The money a message is worth
 * differs per country (settings minimum_message_costs, messageCostOf in credits/packages.ts) because credits are
 * priced per country; the credits themselves are the same everywhere today. Asked per country so a price list
 * that charges differently somewhere changes only this function.
 */
export const messageCreditsFor = (_country: string): number => MESSAGE_CREDITS;
