import { accountEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { accountOptions, saveAccountSettings } from './account-settings.ts';
import { completeConnection } from './callback.ts';
import { startConnection } from './connect.ts';
import { demoConnect } from './demo-connect.ts';
import { disconnectAccount } from './disconnect.ts';
import { listAccounts, networkStatuses } from './list-accounts.ts';
import { syncAccount } from './sync.ts';

export function socialAccountRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.networks, () => ({ data: networkStatuses(ctx) }));

    serve(app, endpoints.list, async ({ request }) => ({
      data: await listAccounts(ctx, authOf(request).workspace.id),
    }));

    serve(app, endpoints.connect, async ({ request, body }) => ({
      data: await startConnection(ctx, authOf(request), body),
    }));

    serve(app, endpoints.demoConnect, async ({ request, body }) => ({
      data: await demoConnect(ctx, authOf(request), body.platform),
    }));

    serve(app, endpoints.callback, async ({ request, params, body }) => ({
      data: await completeConnection(ctx, authOf(request), params.platform, body),
    }));

    serve(app, endpoints.disconnect, async ({ request, params }) => ({
      data: await disconnectAccount(ctx, authOf(request), params.id),
    }));

    serve(app, endpoints.sync, async ({ request, params }) => ({
      data: await syncAccount(ctx, authOf(request), params.id),
    }));

    serve(app, endpoints.options, async ({ request, params }) => ({
      data: await accountOptions(ctx, authOf(request), params.id),
    }));

    serve(app, endpoints.settings, async ({ request, params, body }) => ({
      data: await saveAccountSettings(ctx, authOf(request), params.id, body.settings),
    }));
  };
}
