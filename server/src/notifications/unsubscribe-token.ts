import { createHmac, randomBytes } from 'node:crypto';
import type { NotificationMailKind } from '@dating/contract';
import type { Db } from '../db/connect';
import { safeEqual } from '../auth/tokens';
import { serverKey } from '../signup/server-keys';
import { isNotificationMailKind } from './settings';

/**
 * The one-click unsubscribe link of a notification mail names a member and a kind of mail, signed with a key
 * only the server knows (kept in server_keys, so every instance and restart agrees). The signature is the
 * authentication: no login, no row per mail, and a changed member id or kind no longer matches it. Turning a
 * mail off is all it can do, so it needs no expiry: a link in an old mail still works, as RFC 8058 expects.
 */
export interface UnsubscribeTarget {
  memberId: number;
  kind: NotificationMailKind;
}

export interface UnsubscribeTokens {
  sign(target: UnsubscribeTarget): Promise<string>;
  /** the target of a genuine token, null for anything else */
  verify(token: string): Promise<UnsubscribeTarget | null>;
}

export function createUnsubscribeTokens(db: Db): UnsubscribeTokens {
  let key: Promise<string> | undefined;
  const keyOnce = () =>
    (key ??= serverKey(db, 'notification-unsubscribe', () => randomBytes(32).toString('base64url')));
  const mac = async ({ memberId, kind }: UnsubscribeTarget) =>
    createHmac('sha256', await keyOnce())
      .update(`unsubscribe:${memberId}:${kind}`)
      .digest('base64url');

  return {
    async sign(target) {
      return `${target.memberId}.${target.kind}.${await mac(target)}`;
    },
    async verify(token) {
      const match = /^([1-9]\d{0,9})\.([a-z_]{1,32})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const memberId = Number(match[1]);
      const kind = match[2]!;
      if (memberId > 2_147_483_647 || !isNotificationMailKind(kind)) return null;
      const target = { memberId, kind };
      return safeEqual(match[3]!, await mac(target)) ? target : null;
    },
  };
}
