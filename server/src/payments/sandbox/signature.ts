import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { WebhookSignatureError } from '../provider';

/**
 * The sandbox's webhook signature, Stripe's scheme: header `Sandbox-Signature: t=<unix seconds>,v1=<hex>`, where
 * v1 is HMAC-SHA256 of `<t>.<exact body bytes>` under the shared secret. The timestamp is signed too, so an old
 * delivery replayed later is refused by its age rather than trusted.
 */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** How old a signed delivery may be: Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export function signatureHeader(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${hmacHex(secret, t, body)}`;
}

/** Throws WebhookSignatureError unless one v1 of the header signs these bytes with a fresh enough timestamp. */
export function verifySignature(secret: string, body: Buffer, headers: IncomingHttpHeaders, now = Date.now()): void {
  const header = headers[SANDBOX_SIGNATURE_HEADER];
  if (typeof header !== 'string') throw new WebhookSignatureError(`no ${SANDBOX_SIGNATURE_HEADER} header`);
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookSignatureError('malformed signature header');
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('signature timestamp outside the tolerance');
  const expected = Buffer.from(hmacHex(secret, t, body), 'hex');
  const matches = signatures.some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('signature does not match');
}
