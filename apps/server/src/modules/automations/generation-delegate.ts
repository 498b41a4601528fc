import type { AppContext } from '../../core/context/app-context.ts';
import { webhookGenerator } from '../../ai/webhook/index.ts';
import type { Generator } from '../../ai/types.ts';
import { automationCaller } from '../../core/webhooks/service.ts';

/**
 * The « Génération de contenu » webhook, unified with the automation endpoints: when the
 * workspace's content-generation endpoint is active (its last « Actualiser » found it answering) and
 * is a real workflow, generation asks it — the generation request, signed per Standard Webhooks — and
 * the generation module falls back on the local generator when it fails, as for any provider.
 * Null otherwise: the instance's configured provider writes the posts.
 */
export async function automationGenerator(ctx: AppContext, workspaceId: string): Promise<Generator | null> {
  const caller = await automationCaller(ctx, workspaceId, 'content-generation');
  if (!caller) return null;
  return webhookGenerator(
    { url: caller.url },
    { allowPrivateUrls: caller.allowPrivate, timeoutMs: ctx.config.generation.webhookTimeoutMs, sign: (body) => ({ ...caller.sign(body) }) },
  );
}
