import { frenchMessage } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { listSettingsEditors } from '../../core/workspaces/service.ts';
import { frenchDate } from '../../lib/french-date.ts';
import { notifyEach } from './service.ts';

/** Where the admins mend and enable again a webhook. */
const INTEGRATIONS_ROUTE = '/settings?tab=integrations';

/**
 * An outgoing webhook switched off after days of failures: every admin hears of it in the bell,
 * whatever their settings (events stop reaching their automations: essential).
 */
export function subscribeWebhookNotices(ctx: AppContext): void {
  ctx.events.on('webhook.disabled', async ({ workspaceId, url, failingSince }) => {
    const message = frenchMessage('webhooks.disabledNotice', { url, date: frenchDate(new Date(failingSince)) });
    await notifyEach(ctx, await listSettingsEditors(ctx.db, workspaceId), {
      workspaceId,
      type: 'failure',
      category: 'essential',
      message,
      route: INTEGRATIONS_ROUTE,
    });
  });
}
