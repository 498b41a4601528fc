import { z } from 'zod';
import {
  accountOptionSchema,
  accountSettingsBodySchema,
  connectBodySchema,
  connectResponseSchema,
  networkStatusSchema,
  oauthCallbackBodySchema,
  publicationSettingsSchema,
  socialAccountSchema,
} from '../schemas/social-accounts.ts';
import { line } from '../schemas/text.ts';
import { endpoint } from './define.ts';
import { notificationEndpoints } from './notifications.ts';
import { idParams } from './params.ts';

const tag = 'accounts';
const data = <T extends z.ZodType>(schema: T) => z.object({ success: z.literal(true), data: schema });
/** Only the fields of the shared schema are written: a token can never slip into an answer. */
const oneAccount = data(socialAccountSchema);

export const accountEndpoints = {
  networks: endpoint({
    method: 'GET',
    path: '/api/networks',
    access: 'view_statistics',
    tag,
    summary: 'Each network: live or sandbox, and what it needs',
    response: data(z.array(networkStatusSchema)),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/social-accounts',
    access: 'view_statistics',
    tag,
    summary: "The workspace's connected accounts",
    response: data(z.array(socialAccountSchema)),
  }),
  connect: endpoint({
    method: 'POST',
    path: '/api/social-accounts/connect',
    access: 'connect_social_networks',
    tag,
    summary: 'Start connecting a network account: where to send the browser, or the account connected at once by a connect form',
    body: connectBodySchema,
    response: connectResponseSchema,
    errors: [402, 429, 502, 503],
  }),
  demoConnect: endpoint({
    method: 'POST',
    path: '/api/social-accounts/demo-connect',
    access: 'connect_social_networks',
    tag,
    summary: 'Connect the demo account of a sandbox network in one step',
    body: connectBodySchema,
    response: oneAccount,
    errors: [402, 429, 502, 503],
  }),
  callback: endpoint({
    method: 'POST',
    path: '/api/oauth/callback/:platform',
    access: 'connect_social_networks',
    tag,
    summary: "Finish the OAuth flow with the network's answer",
    params: z.object({ platform: line().max(40) }),
    body: oauthCallbackBodySchema,
    response: oneAccount,
    errors: [402, 404, 503],
  }),
  disconnect: endpoint({
    method: 'DELETE',
    path: '/api/social-accounts/:id',
    access: 'connect_social_networks',
    tag,
    summary: 'Disconnect an account (its history stays)',
    params: idParams,
    response: oneAccount,
  }),
  sync: endpoint({
    method: 'POST',
    path: '/api/social-accounts/:id/sync',
    access: 'connect_social_networks',
    tag,
    summary: "Read the account's profile again from the network",
    params: idParams,
    response: oneAccount,
    errors: [409, 502, 503],
  }),
  options: endpoint({
    method: 'GET',
    path: '/api/social-accounts/:id/options',
    access: 'connect_social_networks',
    tag,
    summary: "The account's settings and their choices (Facebook Page, Pinterest board…)",
    params: idParams,
    response: data(z.array(accountOptionSchema)),
    errors: [409, 502, 503],
  }),
  settings: endpoint({
    method: 'PUT',
    path: '/api/social-accounts/:id/settings',
    access: 'connect_social_networks',
    tag,
    summary: "Save the account's settings",
    params: idParams,
    body: accountSettingsBodySchema,
    response: oneAccount,
    errors: [409, 502, 503],
  }),
  publicationSettings: endpoint({
    method: 'GET',
    path: '/api/workspace/publication-settings',
    access: 'view_statistics',
    tag: 'settings',
    summary: "The workspace's publication settings",
    response: data(publicationSettingsSchema),
  }),
  savePublicationSettings: endpoint({
    method: 'PUT',
    path: '/api/workspace/publication-settings',
    access: 'edit_settings',
    tag: 'settings',
    summary: "Save the workspace's publication settings",
    body: publicationSettingsSchema,
    response: data(publicationSettingsSchema),
  }),
  ...notificationEndpoints,
} as const;
