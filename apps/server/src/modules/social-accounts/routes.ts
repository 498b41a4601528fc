import {
  accountOptionSchema,
  accountSettingsBodySchema,
  connectBodySchema,
  connectResponseSchema,
  networkStatusSchema,
  oauthCallbackBodySchema,
  socialAccountSchema,
} from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oauthReturnOrigin } from '../../http/request-origin.ts';
import { authOf } from '../../http/require-auth.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import type { AppContext } from '../../app/context.ts';
import { accountOptions, saveAccountSettings } from './account-settings.ts';
import { completeConnection } from './callback.ts';
import { startConnection } from './connect.ts';
import { demoConnect } from './demo-connect.ts';
import { disconnectAccount } from './disconnect.ts';
import { listAccounts, networkStatuses } from './list-accounts.ts';
import { syncAccount } from './sync.ts';

const answer = (data: z.ZodType) => ({ response: { 200: responseSchema(z.object({ success: z.literal(true), data })) } });
/** The serialiser writes only the fields of the shared schema: a token can never slip into an answer. */
const oneAccount = answer(socialAccountSchema);

type WithId = { Params: { id: string } };

export function socialAccountRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const connectNetworks = { permission: 'connect_social_networks' } as const;

    app.get('/api/networks', { config: { permission: 'view_statistics' }, schema: answer(z.array(networkStatusSchema)) }, async () => ({
      success: true,
      data: networkStatuses(ctx),
    }));

    app.get('/api/social-accounts', { config: { permission: 'view_statistics' }, schema: answer(z.array(socialAccountSchema)) }, async (request) => ({
      success: true,
      data: await listAccounts(ctx, authOf(request).workspace.id),
    }));

    app.post('/api/social-accounts/connect', { config: connectNetworks, schema: { response: { 200: responseSchema(connectResponseSchema) } } }, async (request) => {
      const { platform } = parseInput(connectBodySchema, request.body);
      return { success: true, data: await startConnection(ctx, authOf(request), platform, oauthReturnOrigin(ctx.config, request)) };
    });

    app.post('/api/social-accounts/demo-connect', { config: connectNetworks, schema: oneAccount }, async (request) => {
      const { platform } = parseInput(connectBodySchema, request.body);
      return { success: true, data: await demoConnect(ctx, authOf(request), platform, oauthReturnOrigin(ctx.config, request)) };
    });

    app.post<{ Params: { platform: string } }>('/api/oauth/callback/:platform', { config: connectNetworks, schema: oneAccount }, async (request) => {
      const body = parseInput(oauthCallbackBodySchema, request.body);
      return { success: true, data: await completeConnection(ctx, authOf(request), request.params.platform, body) };
    });

    app.delete<WithId>('/api/social-accounts/:id', { config: connectNetworks, schema: oneAccount }, async (request) => ({
      success: true,
      data: await disconnectAccount(ctx, authOf(request), request.params.id),
    }));

    app.post<WithId>('/api/social-accounts/:id/sync', { config: connectNetworks, schema: oneAccount }, async (request) => ({
      success: true,
      data: await syncAccount(ctx, authOf(request), request.params.id),
    }));

    app.get<WithId>('/api/social-accounts/:id/options', { config: connectNetworks, schema: answer(z.array(accountOptionSchema)) }, async (request) => ({
      success: true,
      data: await accountOptions(ctx, authOf(request), request.params.id),
    }));

    app.put<WithId>('/api/social-accounts/:id/settings', { config: connectNetworks, schema: oneAccount }, async (request) => {
      const { settings } = parseInput(accountSettingsBodySchema, request.body);
      return { success: true, data: await saveAccountSettings(ctx, authOf(request), request.params.id, settings) };
    });
  };
}
