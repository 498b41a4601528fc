import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** What a list shows of a secret: enough to recognise it, not to use it. */
export const secretPrefixOf = (secret: string): string => `${secret.slice(0, 12)}…`;

/** A `webhook-id`: unique per event and endpoint, kept when a delivery is sent again. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The Standard Webhooks headers of one request (the reference library signs: HMAC-SHA256 of
 * `id.timestamp.body`, `v1,<base64>`). During a rotation's overlap every live secret signs, the
 * signatures separated by spaces, so that a receiver still holding the old secret verifies.
 */
export function signedHeaders(messageId: string, timestamp: Date, body: string, secrets: readonly string[]): SignedHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
