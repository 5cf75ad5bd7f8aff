import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import { safeEqual } from '../auth/tokens';
import { serverKey } from './server-keys';

/**
 * validate_email.php hands out a token bound to the address it checked; the signup must carry the token of
 * its own address, so a signup form cannot skip the check. An HMAC needs no table: the server recomputes it.
 */
export class EmailTokens {
  private secret?: Promise<string>;

  constructor(private readonly db: Db) {}

  async tokenFor(email: string): Promise<string> {
    const secret = await (this.secret ??= serverKey(this.db, 'email_token_secret', () =>
      randomBytes(32).toString('base64url'),
    ));
    return createHmac('sha256', secret).update(normalizeEmail(email)).digest('base64url');
  }

  async verify(email: string, token: string): Promise<boolean> {
    return safeEqual(await this.tokenFor(email), token);
  }
}

/** Addresses are kept lower-cased and trimmed (members.email has a check for it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
