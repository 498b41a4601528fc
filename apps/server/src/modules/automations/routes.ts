import { apiMessagesFr, integrationEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { checkAutomations } from './check-automations.ts';
import { getAutomations } from './get-automations.ts';
import { removeAutomations } from './remove-automations.ts';
import { setAutomationBase, useDemoAutomations, type AutomationsSaved } from './set-automation-base.ts';

/** The secret is answered once, when it is made; an empty string afterwards. */
const savedAnswer = (saved: AutomationsSaved, message: string) => ({
  message: saved.secret ? apiMessagesFr['webhooks.automationsSecret'] : message,
  data: { ...saved.automations, secret: saved.secret ?? null },
});

/** Paramètres → Intégrations: the five automation endpoints (`/api/integrations/automations…`). */
export function automationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.automations, async ({ request }) => ({ data: await getAutomations(ctx, authOf(request).workspace.id) }));

    serve(app, endpoints.setAutomationBase, async ({ request, body }) =>
      savedAnswer(await setAutomationBase(ctx, authOf(request), body.baseUrl), apiMessagesFr['webhooks.automationsSaved']),
    );

    serve(app, endpoints.useDemoAutomations, async ({ request }) => savedAnswer(await useDemoAutomations(ctx, authOf(request)), apiMessagesFr['webhooks.automationsDemo']));

    serve(app, endpoints.removeAutomations, async ({ request }) => {
      await removeAutomations(ctx, authOf(request).workspace.id);
      return { message: apiMessagesFr['webhooks.automationsRemoved'] };
    });

    serve(app, endpoints.checkAutomations, async ({ request }) => ({
      message: apiMessagesFr['webhooks.statusesUpdated'],
      data: await checkAutomations(ctx, authOf(request).workspace.id),
    }));
  };
}
