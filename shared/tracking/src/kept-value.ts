import { STORAGE_COOKIE_MAX_AGE_S } from '@dating/config';

/**
 * Client state lives 30 days, in a cookie and in local storage, either of which may be cleared alone
 * (docs/product.md §3, §9).
 */
export const KEPT_MAX_AGE_MS = STORAGE_COOKIE_MAX_AGE_S * 1000;

/** Where a value is kept; injectable so the rules can be tested without a browser. */
export interface KeepEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** reads and writes document.cookie */
  cookie: { get(): string; set(value: string): void };
  now: number;
}

interface Stored<T> {
  data: T;
  expires: number;
}

export function browserKeepEnv(): KeepEnv {
  return {
    storage: (() => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    })(),
    cookie: {
      get: () => document.cookie,
      set: (v) => {
        document.cookie = v;
      },
    },
    now: Date.now(),
  };
}

/** Keeps a value for 30 days in both places. */
export function keep<T>(key: string, data: T, env: KeepEnv): void {
  const text = JSON.stringify({ data, expires: env.now + KEPT_MAX_AGE_MS } satisfies Stored<T>);
  try {
    env.storage?.setItem(key, text);
  } catch {
    // storage full or blocked: the cookie still keeps it
  }
  env.cookie.set(`${key}=${encodeURIComponent(text)}; Max-Age=${KEPT_MAX_AGE_MS / 1000}; Path=/; SameSite=Lax`);
}

function readCookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The kept value still in force, local storage first, else the cookie; `accept` drops anything malformed. */
export function kept<T>(key: string, env: KeepEnv, accept: (data: unknown) => T | null): T | null {
  const parse = (text: string | null | undefined): T | null => {
    if (!text) return null;
    try {
      const stored = JSON.parse(text) as Partial<Stored<unknown>>;
      if (typeof stored.expires !== 'number' || stored.expires <= env.now) return null;
      return accept(stored.data);
    } catch {
      return null;
    }
  };
  let fromStorage: string | null;
  try {
    fromStorage = env.storage?.getItem(key) ?? null;
  } catch {
    fromStorage = null;
  }
  return parse(fromStorage) ?? parse(readCookieValue(env.cookie.get(), key));
}
