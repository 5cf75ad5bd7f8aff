import { LANDING_KINDS } from './table';

export const LIKE_TYPES = ['given', 'received'] as const;

/** An id as the contract bounds them (1..2^31-1, a PostgreSQL integer): a bigger one names nobody. */
const isId = (v: string | undefined) => v !== undefined && /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647;
/** An order's unguessable token (the contract's TransactionToken): 32 url-safe base64 characters. */
const isTransactionToken = (v: string | undefined) => v !== undefined && /^[A-Za-z0-9_-]{32}$/.test(v);

/**
 * Per-route parameter checks. A route whose path matched but whose parameters do not make sense
 * is a page validation failure (docs/product.md §8: status 404, 'Page Not Found: {path}').
 */
export const paramValidators: Record<string, (params: Record<string, string | undefined>) => boolean> = {
  'chats-chatId': (p) => isId(p.chatId),
  'likes-type': (p) => (LIKE_TYPES as readonly string[]).includes(p.type ?? ''),
  'members-memberId': (p) => isId(p.memberId),
  'members-memberId-chat': (p) => isId(p.memberId),
  'members-memberId-signup': (p) => isId(p.memberId),
  'members-memberId-landing': (p) => isId(p.memberId),
  'members-memberId-landing2-slug': (p) => isId(p.memberId),
  'members-memberId-landing3-slug': (p) => isId(p.memberId),
  'credits-creditId-paymentMethod': (p) => isId(p.creditId),
  'transactions-transactionId': (p) => isTransactionToken(p.transactionId),
  'landers-kind-slug': (p) => (LANDING_KINDS as readonly string[]).includes(p.kind ?? ''),
};
