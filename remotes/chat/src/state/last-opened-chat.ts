import { readCookie } from '@dating/api-client';
import { STORAGE_COOKIE_MAX_AGE_S } from '@dating/config';
import { readLocal, writeLocal } from './local-store';

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
  return (
    parse(readLocal(LAST_OPENED_CHAT_KEY)) ??
    parse(typeof document === 'undefined' ? null : readCookie(LAST_OPENED_CHAT_KEY))
  );
}

/** Keeps it in both places, the cookie for the 30 days of the site's other client state (docs/product.md §9). */
export function storeLastOpenedChat(profile: number, date = new Date()): void {
  const value = JSON.stringify({ profile, date: date.toISOString() } satisfies LastOpenedChat);
  writeLocal(LAST_OPENED_CHAT_KEY, value);
  if (typeof document !== 'undefined')
    document.cookie = [
      `${LAST_OPENED_CHAT_KEY}=${encodeURIComponent(value)}`,
      `Max-Age=${STORAGE_COOKIE_MAX_AGE_S}`,
      'Path=/',
      'SameSite=Lax',
    ].join('; ');
}
