import { WEBHOOK_LIMITS, type WebhookEndpoint } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { loadWebhook, webhookView } from './list-webhooks.ts';
import { rotateSecret } from './repository.ts';
import { sealNewSecret } from './secrets.ts';

const HOUR_MS = 3_600_000;

/**
 * A new signing secret, answered whole this once. The one it replaces keeps signing beside it for
 * the overlap, so that the receiver can take the new one without losing an event; a secret
 * replaced during an earlier overlap stops signing at once.
 */
export async function rotateWebhookSecret(ctx: AppContext, workspaceId: string, id: string): Promise<WebhookEndpoint & { secret: string }> {
  await loadWebhook(ctx, workspaceId, id);
  const now = ctx.clock.now();
  const sealed = sealNewSecret(ctx);
  const row = await rotateSecret(
    ctx.db,
    workspaceId,
    id,
    { encrypted: sealed.encrypted, prefix: sealed.prefix, previousExpiresAt: new Date(now + WEBHOOK_LIMITS.rotationOverlapHours * HOUR_MS) },
    new Date(now),
  );
  if (!row) throw new AppError(404, 'http.notFound');
  return { ...(await webhookView(ctx, workspaceId, id)), secret: sealed.secret };
}
