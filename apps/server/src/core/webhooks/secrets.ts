import type { AppContext } from '../context/app-context.ts';
import { KeyError } from '../../lib/crypto.ts';
import type { SendOutcome } from './send-signed.ts';
import { newWebhookSecret, secretPrefixOf } from './sign.ts';

export interface SealedSecret {
  /** The whole `whsec_…`, to show once. */
  secret: string;
  /** As stored (ctx.keyring). */
  encrypted: string;
  prefix: string;
}

/** A new signing secret, sealed for the database. */
export function sealNewSecret(ctx: AppContext): SealedSecret {
  const secret = newWebhookSecret();
  return { secret, encrypted: ctx.keyring.encrypt(secret), prefix: secretPrefixOf(secret) };
}

/**
 * The secrets that sign a request now: the endpoint's, and the one it replaced while the rotation's
 * overlap lasts (a receiver still holding the old one verifies too).
 */
export function signingSecrets(
  ctx: AppContext,
  endpoint: { id?: string; endpointId?: string; secretEncrypted: string; previousSecretEncrypted: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] | null {
  try {
    const secrets = [ctx.keyring.decrypt(endpoint.secretEncrypted)];
    if (endpoint.previousSecretEncrypted && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > now.getTime()) {
      secrets.push(ctx.keyring.decrypt(endpoint.previousSecretEncrypted));
    }
    return secrets;
  } catch (error) {
    // Sealed with another key (ENCRYPTION_KEY changed): nothing can be signed until a new secret is made.
    if (!(error instanceof KeyError)) throw error;
    ctx.logger.error({ endpointId: endpoint.endpointId ?? endpoint.id }, 'webhooks : secret de signature illisible (clé de chiffrement changée ?)');
    return null;
  }
}

/** What is recorded when the secrets cannot be read: nothing was sent, and trying again cannot help. */
export const unreadableSecret = (): SendOutcome => ({
  delivered: false,
  statusCode: null,
  durationMs: 0,
  responseExcerpt: null,
  error: { key: 'webhooks.error.secretUnreadable', params: {} },
  retryable: false,
});
