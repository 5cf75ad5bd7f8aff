import webpush from 'web-push';
import type { Db } from '../db/connect';
import { serverKey } from '../signup/server-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID keys: from VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY when an operator sets both, otherwise made with
 * web-push on first start and kept in the database, so subscriptions survive restarts and every instance
 * signs with the same key.
 */
export async function loadVapidKeys(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  return JSON.parse(await serverKey(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys;
}
