import { readLocal, writeLocal } from '@dating/api-client';

/**
 * The unsent message of each conversation (docs/product.md §3, client state: per-conversation chat message), kept in
 * local storage so a reload or a visit to another page does not lose it. Unlike the other client state it is not
 * also put in a cookie: up to 2,000 characters per conversation would overflow the browser's cookie limit and ride
 * along on every request.
 */
export const draftKey = (conversation: number) => `chat-draft-${conversation}`;

export const readDraft = (conversation: number): string => readLocal(draftKey(conversation)) ?? '';

/** Keeps the draft; an empty one is removed rather than stored. */
export const storeDraft = (conversation: number, text: string): void =>
  writeLocal(draftKey(conversation), text === '' ? null : text);
