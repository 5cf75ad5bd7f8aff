import { readClientState, writeClientState } from '@dating/api-client';
import { STORAGE_COOKIE_MAX_AGE_S } from '@dating/config';

/** The key in local storage and the cookie's name of the last opened chat (docs/product.md §3, client state). */
export const LAST_OPENED_CHAT_KEY = 'last-opened-chat';

export interface LastOpenedChat {
  /** the other member's profile id */
  profile: number;
  /** ISO 8601, when it was opened */
  date: string;
}

const parse = (raw: string | null): LastOpenedChat | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LastOpenedChat>;
    const valid =
      Number.isInteger(value.profile) &&
      (value.profile ?? 0) > 0 &&
      typeof value.date === 'string' &&
      !Number.isNaN(Date.parse(value.date));
    return valid ? { profile: value.profile!, date: value.date! } : null;
  } catch {
    return null;
  }
};

/** The last opened chat's profile and date: local storage first, else the cookie (either may be cleared alone). */
export function readLastOpenedChat(): LastOpenedChat | null {
  return readClientState(LAST_OPENED_CHAT_KEY, parse);
}

/** Keeps it in both places, the cookie for the 30 days of the site's other client state (docs/product.md §9). */
export function storeLastOpenedChat(profile: number, date = new Date()): void {
  const value = JSON.stringify({ profile, date: date.toISOString() } satisfies LastOpenedChat);
  writeClientState(LAST_OPENED_CHAT_KEY, value, STORAGE_COOKIE_MAX_AGE_S);
}
