import { subscribeContent } from '../modules/content/subscriptions.ts';
import { subscribeNotifications } from '../modules/notifications/subscriptions.ts';
import { subscribePlanning } from '../modules/planning/subscriptions.ts';
import { subscribeWebhooks } from '../core/webhooks/subscriptions.ts';
import type { AppContext } from '../core/context/app-context.ts';

/** Who reacts to which domain event: each module subscribes itself; the order is the order of reaction. */
export function subscribeModules(ctx: AppContext): void {
  subscribeContent(ctx);
  subscribeNotifications(ctx);
  subscribePlanning(ctx);
  subscribeWebhooks(ctx);
}
