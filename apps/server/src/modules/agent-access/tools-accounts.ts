import { accountEndpoints, NETWORK_LIMITS, NETWORK_NAMES, NETWORKS, socialAccountSchema } from '@publia/shared';
import { z } from 'zod';
import type { AppContext } from '../../core/context/app-context.ts';
import { listAccounts } from '../social-accounts/service.ts';
import { runTool, type McpCaller, type ToolRegistrar } from './caller.ts';

const read = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;

// Each tool's description and schemas, built once: a fresh server per request registers them, and
// building zod schemas anew each time would cost more than the call itself.
const listNetworksTool = {
  title: 'Réseaux et leurs règles',
  description: 'Les réseaux pris en charge, avec leurs règles : longueur maximale du texte, médias acceptés, texte seul permis. À lire avant de rédiger.',
  inputSchema: z.object({}),
  outputSchema: z.object({ networks: z.array(z.object({ network: z.enum(NETWORKS), name: z.string(), sandbox: z.boolean(), rules: z.record(z.string(), z.unknown()) })) }),
  annotations: read,
};

const listAccountsTool = {
  title: 'Comptes connectés',
  description: 'Les comptes de réseaux sociaux connectés à l’espace de travail.',
  inputSchema: z.object({}),
  outputSchema: z.object({ accounts: z.array(socialAccountSchema.loose()) }),
  annotations: read,
};

/** The networks and their rules (the shared registry's limits, as the editor checks them), and the accounts connected. */
export function registerAccountTools(server: ToolRegistrar, ctx: AppContext, caller: McpCaller): void {
  server.registerTool('list_networks', listNetworksTool, () =>
    runTool(ctx, caller, 'list_networks', accountEndpoints.networks, async () => ({
      networks: NETWORKS.map((network) => ({ network, name: NETWORK_NAMES[network], sandbox: ctx.networks.isSandboxed(network), rules: { ...NETWORK_LIMITS[network] } })),
    })),
  );

  server.registerTool('list_accounts', listAccountsTool, () =>
    runTool(ctx, caller, 'list_accounts', accountEndpoints.list, async () => ({ accounts: await listAccounts(ctx, caller.holder.session.workspace.id) })),
  );
}
